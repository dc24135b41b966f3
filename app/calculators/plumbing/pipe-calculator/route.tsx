import description from 'calculator-description:pipe-calculator'
import method from 'calculator-method:pipe-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { pipeCalculator } from './calculator.ts'

const route = calculatorRoute(pipeCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(pipeCalculator.id, method)
export default route.Component
