import description from 'calculator-description:cfm-calculator'
import method from 'calculator-method:cfm-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { cfmCalculator } from './calculator.ts'

const route = calculatorRoute(cfmCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(cfmCalculator.id, method)
export default route.Component
