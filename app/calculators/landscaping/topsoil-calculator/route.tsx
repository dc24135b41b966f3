import description from 'calculator-description:topsoil-calculator'
import method from 'calculator-method:topsoil-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { topsoilCalculator } from './calculator.ts'

const route = calculatorRoute(topsoilCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
