import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { hardwoodCalculator } from './calculator.ts'

const route = calculatorRoute(hardwoodCalculator)
export const meta = route.meta
export default route.Component
