import description from 'calculator-description:roofing-calculator'
import method from 'calculator-method:roofing-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { roofingCalculator } from './calculator.ts'

const route = calculatorRoute(roofingCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(roofingCalculator.id, method)
export default route.Component
