import description from 'calculator-description:tile-calculator'
import method from 'calculator-method:tile-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { tileCalculator } from './calculator.ts'

const route = calculatorRoute(tileCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(tileCalculator.id, method)
export default route.Component
