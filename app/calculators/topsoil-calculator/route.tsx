import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { topsoilCalculator } from './calculator.ts'

const route = calculatorRoute(topsoilCalculator)
export const meta = route.meta
export default route.Component
