import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { wallpaperCalculator } from './calculator.ts'

const route = calculatorRoute(wallpaperCalculator)
export const meta = route.meta
export default route.Component
