import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { lumberCalculator } from './calculator.ts'

const route = calculatorRoute(lumberCalculator)
export const meta = route.meta
export default route.Component
