import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { ductSizeCalculator } from './calculator.ts'

const route = calculatorRoute(ductSizeCalculator)
export const meta = route.meta
export default route.Component
