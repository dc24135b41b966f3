import description from 'calculator-description:insulation-calculator'
import method from 'calculator-method:insulation-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { insulationCalculator } from './calculator.ts'

const route = calculatorRoute(insulationCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(insulationCalculator.id, method)
export default route.Component
