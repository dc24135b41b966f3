/** A velocity and a friction in the active system, and in fpm, m/s, in. w.c./100 ft and Pa/m. */
export type DuctFlow = {
	velocity: number
	friction: number
	isTooFast: boolean
	velocityFpm: number
	velocityMs: number
	frictionInWc: number
	frictionPaM: number
}

export type RectangularDuct = {
	fixedSide: number
	/** The smallest listed width whose equivalent diameter reaches the required diameter; null when none does. */
	width: number | null
	widestWidth: number
	equivalentDiameter: number
	aspectRatio: number
	isTooFlat: boolean
	flow: DuctFlow
}

export type DuctFigures = {
	airflowCfm: number
	airflowLs: number
	airflowM3h: number
	/** The exact diameter the method asks for, in the active system's unit, and in inches and mm. */
	requiredDiameter: number
	requiredDiameterIn: number
	requiredDiameterMm: number
	/** The smallest standard round size at least the required diameter; null above the largest. */
	standardSize: number | null
	largestStandardSize: number
	/** Cross-section, velocity and friction at the standard size (at the required diameter when none fits). */
	areaFt2: number
	areaM2: number
	round: DuctFlow
	rectangular: RectangularDuct | null
}
