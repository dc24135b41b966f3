import description from 'calculator-description:deck-board-estimator'
import method from 'calculator-method:deck-board-estimator'
import { calculatorRoute } from '#app/calculator-runtime/calculator-route.tsx'
import { deckBoardEstimator } from './calculator.ts'

const route = calculatorRoute(deckBoardEstimator, description)
export const meta = route.meta
export const loader = () => ({ method })
export default route.Component
