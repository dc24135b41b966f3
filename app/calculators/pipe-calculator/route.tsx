import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { pipeCalculator } from './calculator.ts'

const route = calculatorRoute(pipeCalculator)
export const meta = route.meta
export default route.Component
