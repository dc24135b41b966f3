import description from 'calculator-description:carpet-calculator'
import method from 'calculator-method:carpet-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { carpetCalculator } from './calculator.ts'

const route = calculatorRoute(carpetCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(carpetCalculator.id, method)
export default route.Component
