import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { concreteVolume } from './calculator.ts'

const route = calculatorRoute(concreteVolume)
export const meta = route.meta
export default route.Component
