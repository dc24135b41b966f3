import type { ProjectEntry } from '#app/kept-state/project-entries.ts'

/** A stored paint estimate for the project tests: two 5 L tins at £23.50, its headline figure, its link back. */
export function paintEntry(id: string, fields: Partial<ProjectEntry> = {}): ProjectEntry {
	return {
		id,
		calculatorId: 'paint-calculator',
		label: 'Paint Calculator',
		href: '/calculators/paint-calculator?surfaces.0.length=4#results',
		currency: 'GBP',
		lines: [{ key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: 2, unit: 'tin', unitPrice: 23.5 }],
		figures: [{ label: 'Total Paint Needed', value: '5.87 litres' }],
		...fields,
	}
}
