import description from 'calculator-description:duct-size-calculator'
import method from 'calculator-method:duct-size-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { ductSizeCalculator } from './calculator.ts'

const route = calculatorRoute(ductSizeCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(ductSizeCalculator.id, method)
export default route.Component
