import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { tileCalculator } from './calculator.ts'

const route = calculatorRoute(tileCalculator)
export const meta = route.meta
export default route.Component
