import description from 'calculator-description:grass-seed-calculator'
import method from 'calculator-method:grass-seed-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { grassSeedCalculator } from './calculator.ts'

const route = calculatorRoute(grassSeedCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(grassSeedCalculator.id, method)
export default route.Component
