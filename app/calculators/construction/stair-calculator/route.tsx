import description from 'calculator-description:stair-calculator'
import method from 'calculator-method:stair-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { stairCalculator } from './calculator.ts'

const route = calculatorRoute(stairCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
