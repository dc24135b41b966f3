import description from 'calculator-description:rebar-calculator'
import method from 'calculator-method:rebar-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { rebarCalculator } from './calculator.ts'

const route = calculatorRoute(rebarCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(rebarCalculator.id, method)
export default route.Component
