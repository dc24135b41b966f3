import description from 'calculator-description:laminate-calculator'
import method from 'calculator-method:laminate-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { laminateCalculator } from './calculator.ts'

const route = calculatorRoute(laminateCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
