import description from 'calculator-description:paver-calculator'
import method from 'calculator-method:paver-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { paverCalculator } from './calculator.ts'

const route = calculatorRoute(paverCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(paverCalculator.id, method)
export default route.Component
