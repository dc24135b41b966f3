import description from 'calculator-description:lumber-calculator'
import method from 'calculator-method:lumber-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { lumberCalculator } from './calculator.ts'

const route = calculatorRoute(lumberCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(lumberCalculator.id, method)
export default route.Component
