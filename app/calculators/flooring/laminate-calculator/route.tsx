import description from 'calculator-description:laminate-calculator'
import method from 'calculator-method:laminate-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { laminateCalculator } from './calculator.ts'

const route = calculatorRoute(laminateCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(laminateCalculator.id, method)
export default route.Component
