import type { AnyCalculatorDefinition } from '#app/calculator-runtime/define-calculator.ts'
import { btuCalculator } from '#app/calculators/btu-calculator/calculator.ts'
import { carpetCalculator } from '#app/calculators/carpet-calculator/calculator.ts'
import { cfmCalculator } from '#app/calculators/cfm-calculator/calculator.ts'
import { concreteVolume } from '#app/calculators/concrete-volume/calculator.ts'
import { conduitFillCalculator } from '#app/calculators/conduit-fill-calculator/calculator.ts'
import { deckBoardEstimator } from '#app/calculators/deck-board-estimator/calculator.ts'
import { drywallEstimator } from '#app/calculators/drywall-estimator/calculator.ts'
import { ductSizeCalculator } from '#app/calculators/duct-size-calculator/calculator.ts'
import { grassSeedCalculator } from '#app/calculators/grass-seed-calculator/calculator.ts'
import { gravelCalculator } from '#app/calculators/gravel-calculator/calculator.ts'
import { hardwoodCalculator } from '#app/calculators/hardwood-calculator/calculator.ts'
import { insulationCalculator } from '#app/calculators/insulation-calculator/calculator.ts'
import { laminateCalculator } from '#app/calculators/laminate-calculator/calculator.ts'
import { lumberCalculator } from '#app/calculators/lumber-calculator/calculator.ts'
import { mulchCalculator } from '#app/calculators/mulch-calculator/calculator.ts'
import { paintCalculator } from '#app/calculators/paint-calculator/calculator.ts'
import { pipeCalculator } from '#app/calculators/pipe-calculator/calculator.ts'
import { primerCalculator } from '#app/calculators/primer-calculator/calculator.ts'
import { rebarCalculator } from '#app/calculators/rebar-calculator/calculator.ts'
import { roofingCalculator } from '#app/calculators/roofing-calculator/calculator.ts'
import { tileCalculator } from '#app/calculators/tile-calculator/calculator.ts'
import { topsoilCalculator } from '#app/calculators/topsoil-calculator/calculator.ts'
import { voltageDropCalculator } from '#app/calculators/voltage-drop-calculator/calculator.ts'
import { wallpaperCalculator } from '#app/calculators/wallpaper-calculator/calculator.ts'
import { waterFlowCalculator } from '#app/calculators/water-flow-calculator/calculator.ts'
import { waterPressureCalculator } from '#app/calculators/water-pressure-calculator/calculator.ts'
import { wireSizeCalculator } from '#app/calculators/wire-size-calculator/calculator.ts'

/** Every calculator's declaration, for tests that go through all 27 (a test checks none is missing). */
export const ALL_CALCULATORS: ReadonlyArray<AnyCalculatorDefinition> = [
	btuCalculator,
	carpetCalculator,
	cfmCalculator,
	concreteVolume,
	conduitFillCalculator,
	deckBoardEstimator,
	drywallEstimator,
	ductSizeCalculator,
	grassSeedCalculator,
	gravelCalculator,
	hardwoodCalculator,
	insulationCalculator,
	laminateCalculator,
	lumberCalculator,
	mulchCalculator,
	paintCalculator,
	pipeCalculator,
	primerCalculator,
	rebarCalculator,
	roofingCalculator,
	tileCalculator,
	topsoilCalculator,
	voltageDropCalculator,
	wallpaperCalculator,
	waterFlowCalculator,
	waterPressureCalculator,
	wireSizeCalculator,
]
