import description from 'calculator-description:topsoil-calculator'
import method from 'calculator-method:topsoil-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { topsoilCalculator } from './calculator.ts'

const route = calculatorRoute(topsoilCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(topsoilCalculator.id, method)
export default route.Component
