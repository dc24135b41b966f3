import description from 'calculator-description:drywall-estimator'
import method from 'calculator-method:drywall-estimator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { drywallEstimator } from './calculator.ts'

const route = calculatorRoute(drywallEstimator, description)
export const meta = route.meta
export const loader = calculatorLoader(drywallEstimator.id, method)
export default route.Component
