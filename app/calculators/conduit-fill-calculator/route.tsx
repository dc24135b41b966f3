import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { conduitFillCalculator } from './calculator.ts'

const route = calculatorRoute(conduitFillCalculator)
export const meta = route.meta
export default route.Component
