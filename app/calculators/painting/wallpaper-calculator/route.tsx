import description from 'calculator-description:wallpaper-calculator'
import method from 'calculator-method:wallpaper-calculator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { wallpaperCalculator } from './calculator.ts'

const route = calculatorRoute(wallpaperCalculator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
