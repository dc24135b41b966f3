import description from 'calculator-description:gravel-calculator'
import method from 'calculator-method:gravel-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { gravelCalculator } from './calculator.ts'

const route = calculatorRoute(gravelCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(gravelCalculator.id, method)
export default route.Component
