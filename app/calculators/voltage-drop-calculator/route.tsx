import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { voltageDropCalculator } from './calculator.ts'

const route = calculatorRoute(voltageDropCalculator)
export const meta = route.meta
export default route.Component
