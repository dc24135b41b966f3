import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { paintCalculator } from './calculator.ts'

const route = calculatorRoute(paintCalculator)
export const meta = route.meta
export default route.Component
