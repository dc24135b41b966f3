import description from 'calculator-description:rebar-calculator'
import method from 'calculator-method:rebar-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { rebarCalculator } from './calculator.ts'

const route = calculatorRoute(rebarCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
