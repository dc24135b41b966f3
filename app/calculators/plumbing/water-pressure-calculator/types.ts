import type { Pressures } from './pressures.ts'

/** A static pressure and its height of water. */
export type StaticHead = Pressures & { metres: number; feet: number }

export type PipeLoss = {
	metresPerSecond: number
	feetPerSecond: number
	isAboveVelocityLimit: boolean
	/** Equivalent lengths, m (metric) or ft (imperial). */
	fittingsLength: number
	totalLength: number
	/** Friction loss as a height of water, m or ft. */
	frictionHead: number
	friction: Pressures
	/** Positive: the outlet is higher and loses pressure; negative: a gain. */
	elevation: Pressures
	inlet: Pressures
	/** Negative when the supply cannot push this flow through the run. */
	outlet: Pressures
}

export type WaterPressureFigures = { mode: 'pressure' | 'height'; head: StaticHead } | ({ mode: 'loss' } & PipeLoss)
