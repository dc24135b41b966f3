import description from 'calculator-description:conduit-fill-calculator'
import method from 'calculator-method:conduit-fill-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { conduitFillCalculator } from './calculator.ts'

const route = calculatorRoute(conduitFillCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
