import description from 'calculator-description:roof-pitch-calculator'
import method from 'calculator-method:roof-pitch-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { roofPitchCalculator } from './calculator.ts'

const route = calculatorRoute(roofPitchCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(roofPitchCalculator.id, method)
export default route.Component
