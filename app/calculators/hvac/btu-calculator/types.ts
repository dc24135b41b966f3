/** The load in every unit the results show. */
export type BtuPower = { btuH: number; watts: number; kW: number }

export type CoolingFigures = BtuPower & {
	load: 'cooling'
	areaFt2: number
	/** The chart row the area falls in: its upper bound (ft²) and its BTU/h. */
	chartBand: { maxFt2: number; btuH: number }
	/** Room height ÷ the chart's 8 ft. */
	heightFactor: number
	sunFactor: number
	/** Chart BTU/h × height factor × sun factor, before occupants and kitchen. */
	adjustedChartBtuH: number
	extraOccupants: number
	occupantsBtuH: number
	kitchenBtuH: number
	tons: number
}

export type HeatingFigures = BtuPower & {
	load: 'heating'
	/** Room volume in m³ and ft³ (the one typed in, the other converted). */
	volumeM3: number
	volumeFt3: number
	/** Table B2's BTU/h per ft³ for the room, and the same in W per m³. */
	btuHPerFt3: number
	wattsPerM3: number
	insulationFactor: number
	sunFactor: number
	glazingFactor: number
	roomTempC: number
	outdoorTempC: number
	climateFactor: number
}
