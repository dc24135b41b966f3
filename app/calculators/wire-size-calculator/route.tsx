import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { wireSizeCalculator } from './calculator.ts'

const route = calculatorRoute(wireSizeCalculator)
export const meta = route.meta
export default route.Component
