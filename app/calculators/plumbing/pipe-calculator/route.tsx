import description from 'calculator-description:pipe-calculator'
import method from 'calculator-method:pipe-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { pipeCalculator } from './calculator.ts'

const route = calculatorRoute(pipeCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
