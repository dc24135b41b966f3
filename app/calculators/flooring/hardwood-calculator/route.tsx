import description from 'calculator-description:hardwood-calculator'
import method from 'calculator-method:hardwood-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { hardwoodCalculator } from './calculator.ts'

const route = calculatorRoute(hardwoodCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(hardwoodCalculator.id, method)
export default route.Component
