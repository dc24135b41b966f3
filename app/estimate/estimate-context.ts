import { createContext } from 'react'
import type { Estimate } from './estimate.ts'
import type { Pricing } from './pricing.ts'

/** What the runtime gives the results' estimate tools: the result's working and purchases, and the prices. */
export type EstimateTools = {
	calculatorId: string
	calculatorName: string
	estimate: Estimate
	/** The input's unit system: it picks the default currency. */
	unit: unknown
	pricing: Pricing
	setPricing: (pricing: Pricing) => void
	/** Path, query and #results of these inputs and prices: the project's link back to the estimate. */
	reopenHref: () => string
	/** The values as typed and the schema that read them: the working shows each length typed as a sum. */
	typed?: { values: unknown; schema: () => unknown }
}

export const EstimateContext = createContext<EstimateTools | null>(null)
