import description from 'calculator-description:wire-size-calculator'
import method from 'calculator-method:wire-size-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { wireSizeCalculator } from './calculator.ts'

const route = calculatorRoute(wireSizeCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(wireSizeCalculator.id, method)
export default route.Component
