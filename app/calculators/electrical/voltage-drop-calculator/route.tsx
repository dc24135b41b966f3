import description from 'calculator-description:voltage-drop-calculator'
import method from 'calculator-method:voltage-drop-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { voltageDropCalculator } from './calculator.ts'

const route = calculatorRoute(voltageDropCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
