import type { AnyCalculatorDefinition } from '#app/calculator-runtime/define-calculator.ts'
import { brickCalculator } from '#app/calculators/construction/brick-calculator/calculator.ts'
import { btuCalculator } from '#app/calculators/hvac/btu-calculator/calculator.ts'
import { carpetCalculator } from '#app/calculators/flooring/carpet-calculator/calculator.ts'
import { cfmCalculator } from '#app/calculators/hvac/cfm-calculator/calculator.ts'
import { concreteVolume } from '#app/calculators/construction/concrete-volume/calculator.ts'
import { conduitFillCalculator } from '#app/calculators/electrical/conduit-fill-calculator/calculator.ts'
import { deckBoardEstimator } from '#app/calculators/construction/deck-board-estimator/calculator.ts'
import { drywallEstimator } from '#app/calculators/construction/drywall-estimator/calculator.ts'
import { ductSizeCalculator } from '#app/calculators/hvac/duct-size-calculator/calculator.ts'
import { fenceCalculator } from '#app/calculators/landscaping/fence-calculator/calculator.ts'
import { grassSeedCalculator } from '#app/calculators/landscaping/grass-seed-calculator/calculator.ts'
import { gravelCalculator } from '#app/calculators/landscaping/gravel-calculator/calculator.ts'
import { hardwoodCalculator } from '#app/calculators/flooring/hardwood-calculator/calculator.ts'
import { insulationCalculator } from '#app/calculators/construction/insulation-calculator/calculator.ts'
import { laminateCalculator } from '#app/calculators/flooring/laminate-calculator/calculator.ts'
import { lumberCalculator } from '#app/calculators/construction/lumber-calculator/calculator.ts'
import { mulchCalculator } from '#app/calculators/landscaping/mulch-calculator/calculator.ts'
import { paintCalculator } from '#app/calculators/painting/paint-calculator/calculator.ts'
import { paverCalculator } from '#app/calculators/landscaping/paver-calculator/calculator.ts'
import { pipeCalculator } from '#app/calculators/plumbing/pipe-calculator/calculator.ts'
import { primerCalculator } from '#app/calculators/painting/primer-calculator/calculator.ts'
import { rebarCalculator } from '#app/calculators/construction/rebar-calculator/calculator.ts'
import { roofPitchCalculator } from '#app/calculators/construction/roof-pitch-calculator/calculator.ts'
import { roofingCalculator } from '#app/calculators/construction/roofing-calculator/calculator.ts'
import { stairCalculator } from '#app/calculators/construction/stair-calculator/calculator.ts'
import { tileCalculator } from '#app/calculators/flooring/tile-calculator/calculator.ts'
import { topsoilCalculator } from '#app/calculators/landscaping/topsoil-calculator/calculator.ts'
import { voltageDropCalculator } from '#app/calculators/electrical/voltage-drop-calculator/calculator.ts'
import { wallpaperCalculator } from '#app/calculators/painting/wallpaper-calculator/calculator.ts'
import { waterFlowCalculator } from '#app/calculators/plumbing/water-flow-calculator/calculator.ts'
import { waterPressureCalculator } from '#app/calculators/plumbing/water-pressure-calculator/calculator.ts'
import { wireSizeCalculator } from '#app/calculators/electrical/wire-size-calculator/calculator.ts'

/** Every calculator's declaration, for tests that go through all 27 (a test checks none is missing). */
export const ALL_CALCULATORS: ReadonlyArray<AnyCalculatorDefinition> = [
	brickCalculator,
	btuCalculator,
	carpetCalculator,
	cfmCalculator,
	concreteVolume,
	conduitFillCalculator,
	deckBoardEstimator,
	drywallEstimator,
	ductSizeCalculator,
	fenceCalculator,
	grassSeedCalculator,
	gravelCalculator,
	hardwoodCalculator,
	insulationCalculator,
	laminateCalculator,
	lumberCalculator,
	mulchCalculator,
	paintCalculator,
	paverCalculator,
	pipeCalculator,
	primerCalculator,
	rebarCalculator,
	roofPitchCalculator,
	roofingCalculator,
	stairCalculator,
	tileCalculator,
	topsoilCalculator,
	voltageDropCalculator,
	wallpaperCalculator,
	waterFlowCalculator,
	waterPressureCalculator,
	wireSizeCalculator,
]

// Their compute is fetched after the page wakes (lazyCompute): tests call it at once, so it is loaded here.
await Promise.all(ALL_CALCULATORS.map((definition) => definition.compute.load?.()))
