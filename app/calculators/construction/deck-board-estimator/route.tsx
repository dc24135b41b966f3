import description from 'calculator-description:deck-board-estimator'
import method from 'calculator-method:deck-board-estimator'
import { calculatorLoader } from '#app/calculator-runtime/calculator-loader.ts'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { deckBoardEstimator } from './calculator.ts'

const route = calculatorRoute(deckBoardEstimator, description)
export const meta = route.meta
export const loader = calculatorLoader(deckBoardEstimator.id, method)
export default route.Component
