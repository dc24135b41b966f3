import description from 'calculator-description:hardwood-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { hardwoodCalculator } from './calculator.ts'

const route = calculatorRoute(hardwoodCalculator, description)
export const meta = route.meta
export default route.Component
