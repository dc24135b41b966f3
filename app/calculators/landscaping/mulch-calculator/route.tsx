import description from 'calculator-description:mulch-calculator'
import method from 'calculator-method:mulch-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { mulchCalculator } from './calculator.ts'

const route = calculatorRoute(mulchCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(mulchCalculator.id, method)
export default route.Component
