import description from 'calculator-description:wallpaper-calculator'
import method from 'calculator-method:wallpaper-calculator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { wallpaperCalculator } from './calculator.ts'

const route = calculatorRoute(wallpaperCalculator, description)
export const meta = route.meta
export const loader = calculatorLoader(wallpaperCalculator.id, method)
export default route.Component
