import description from 'calculator-description:carpet-calculator'
import method from 'calculator-method:carpet-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { carpetCalculator } from './calculator.ts'

const route = calculatorRoute(carpetCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
