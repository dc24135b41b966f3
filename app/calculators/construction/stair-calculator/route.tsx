import description from 'calculator-description:stair-calculator'
import method from 'calculator-method:stair-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { stairCalculator } from './calculator.ts'

const route = calculatorRoute(stairCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(stairCalculator.id, method)
export default route.Component
