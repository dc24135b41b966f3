import description from 'calculator-description:brick-calculator'
import method from 'calculator-method:brick-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { brickCalculator } from './calculator.ts'

const route = calculatorRoute(brickCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(brickCalculator.id, method)
export default route.Component
