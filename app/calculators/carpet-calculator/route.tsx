import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { carpetCalculator } from './calculator.ts'

const route = calculatorRoute(carpetCalculator)
export const meta = route.meta
export default route.Component
