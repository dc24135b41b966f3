import description from 'calculator-description:voltage-drop-calculator'
import method from 'calculator-method:voltage-drop-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { voltageDropCalculator } from './calculator.ts'

const route = calculatorRoute(voltageDropCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(voltageDropCalculator.id, method)
export default route.Component
