import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { waterPressureCalculator } from './calculator.ts'

const route = calculatorRoute(waterPressureCalculator)
export const meta = route.meta
export default route.Component
