import description from 'calculator-description:fence-calculator'
import method from 'calculator-method:fence-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { fenceCalculator } from './calculator.ts'

const route = calculatorRoute(fenceCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(fenceCalculator.id, method)
export default route.Component
