import type { PipeFamily } from '#app/calculators/plumbing/shared/pipe-sizes.ts'

/** The one flow in the four units the results list. */
export type FlowRates = {
	litresPerSecond: number
	litresPerMinute: number
	cubicMetresPerHour: number
	usGallonsPerMinute: number
}

/** Water moving in one bore: its velocity, with the bore in both systems. */
export type BoreFlow = {
	sizeLabel: string
	insideDiameterMm: number
	insideDiameterIn: number
	metresPerSecond: number
	feetPerSecond: number
	isAboveVelocityLimit: boolean
}

export type WaterFlowFigures =
	| { mode: 'flow' | 'velocity'; rates: FlowRates; bore: BoreFlow & { areaMm2: number; areaIn2: number } }
	| { mode: 'bucket'; rates: FlowRates }
	| {
			mode: 'size'
			rates: FlowRates
			/** The smallest inside diameter that keeps the velocity within the limit. */
			requiredDiameterMm: number
			requiredDiameterIn: number
			family: Pick<PipeFamily, 'shortName'> & { largestSizeLabel: string }
			/** The smallest listed size that fits; null when none does. */
			chosen: BoreFlow | null
			/** The size below the chosen one, and how fast it would run; null for the smallest. */
			smaller: BoreFlow | null
	  }
