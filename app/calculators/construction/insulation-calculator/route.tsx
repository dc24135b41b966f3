import description from 'calculator-description:insulation-calculator'
import method from 'calculator-method:insulation-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { insulationCalculator } from './calculator.ts'

const route = calculatorRoute(insulationCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
