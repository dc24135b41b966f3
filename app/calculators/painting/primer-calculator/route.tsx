import description from 'calculator-description:primer-calculator'
import method from 'calculator-method:primer-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { primerCalculator } from './calculator.ts'

const route = calculatorRoute(primerCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(primerCalculator.id, method)
export default route.Component
