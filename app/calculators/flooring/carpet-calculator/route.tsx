import description from 'calculator-description:carpet-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { carpetCalculator } from './calculator.ts'

const route = calculatorRoute(carpetCalculator, description)
export const meta = route.meta
export default route.Component
