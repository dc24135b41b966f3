import description from 'calculator-description:water-pressure-calculator'
import method from 'calculator-method:water-pressure-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { waterPressureCalculator } from './calculator.ts'

const route = calculatorRoute(waterPressureCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(waterPressureCalculator.id, method)
export default route.Component
