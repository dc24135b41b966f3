import description from 'calculator-description:concrete-volume'
import method from 'calculator-method:concrete-volume'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { concreteVolume } from './calculator.ts'

const route = calculatorRoute(concreteVolume, description)
export const meta = route.meta
export const loader = calculatorLoader(concreteVolume.id, method)
export default route.Component
