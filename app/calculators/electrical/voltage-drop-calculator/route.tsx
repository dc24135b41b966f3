import description from 'calculator-description:voltage-drop-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { voltageDropCalculator } from './calculator.ts'

const route = calculatorRoute(voltageDropCalculator, description)
export const meta = route.meta
export default route.Component
