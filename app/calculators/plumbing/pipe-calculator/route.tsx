import description from 'calculator-description:pipe-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { pipeCalculator } from './calculator.ts'

const route = calculatorRoute(pipeCalculator, description)
export const meta = route.meta
export default route.Component
