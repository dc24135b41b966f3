import description from 'calculator-description:concrete-volume'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { concreteVolume } from './calculator.ts'

const route = calculatorRoute(concreteVolume, description)
export const meta = route.meta
export default route.Component
