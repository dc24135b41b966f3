import description from 'calculator-description:water-flow-calculator'
import method from 'calculator-method:water-flow-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { waterFlowCalculator } from './calculator.ts'

const route = calculatorRoute(waterFlowCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(waterFlowCalculator.id, method)
export default route.Component
