import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { grassSeedCalculator } from './calculator.ts'

const route = calculatorRoute(grassSeedCalculator)
export const meta = route.meta
export default route.Component
