import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { waterFlowCalculator } from './calculator.ts'

const route = calculatorRoute(waterFlowCalculator)
export const meta = route.meta
export default route.Component
