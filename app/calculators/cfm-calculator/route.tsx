import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { cfmCalculator } from './calculator.ts'

const route = calculatorRoute(cfmCalculator)
export const meta = route.meta
export default route.Component
