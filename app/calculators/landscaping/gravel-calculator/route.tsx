import description from 'calculator-description:gravel-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { gravelCalculator } from './calculator.ts'

const route = calculatorRoute(gravelCalculator, description)
export const meta = route.meta
export default route.Component
