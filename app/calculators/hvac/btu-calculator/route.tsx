import description from 'calculator-description:btu-calculator'
import method from 'calculator-method:btu-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { btuCalculator } from './calculator.ts'

const route = calculatorRoute(btuCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(btuCalculator.id, method)
export default route.Component
