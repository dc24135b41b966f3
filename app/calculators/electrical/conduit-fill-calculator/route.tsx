import description from 'calculator-description:conduit-fill-calculator'
import method from 'calculator-method:conduit-fill-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { conduitFillCalculator } from './calculator.ts'

const route = calculatorRoute(conduitFillCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(conduitFillCalculator.id, method)
export default route.Component
