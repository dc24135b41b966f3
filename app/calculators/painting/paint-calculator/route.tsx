import description from 'calculator-description:paint-calculator'
import method from 'calculator-method:paint-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { paintCalculator } from './calculator.ts'

const route = calculatorRoute(paintCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(paintCalculator.id, method)
export default route.Component
