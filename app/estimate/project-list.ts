import calculatorNames from 'calculator-names'
import type { ProjectEntry } from '#app/kept-state/project-entries.ts'
import type { ExportList } from './export-formats.ts'
import { showList } from './shown-list.ts'

export function calculatorName(id: string) {
	return Object.hasOwn(calculatorNames, id) ? calculatorNames[id] : 'Calculator'
}

/** 'Estimate 2: Back bedroom', by its label, or its calculator's name when it has none. */
export function entryName(entry: ProjectEntry, number: number) {
	return `Estimate ${number}: ${entry.label.trim() || calculatorName(entry.calculatorId)}`
}

/** 'Estimate 1: Back bedroom (Paint Calculator)'; the name alone where the label is the calculator's. */
export function entryTitle(entry: ProjectEntry, number: number) {
	const name = calculatorName(entry.calculatorId)
	const label = entry.label.trim()
	return `Estimate ${number}: ${label && label !== name ? `${label} (${name})` : name}`
}

/** One estimate's things to buy, as shown. */
export function entryList(entry: ProjectEntry) {
	return showList(entry.lines.map((line) => ({ ...line, currency: entry.currency })))
}

/**
 * The whole project as the page, the CSV and the text show it: one shopping list adding up every
 * estimate's, then each estimate by its title with its figures.
 */
export function projectExport(entries: ReadonlyArray<ProjectEntry>): ExportList {
	return {
		title: 'Project',
		currency: entries[0]?.currency ?? 'GBP',
		list: showList(entries.flatMap((entry) => entry.lines.map((line) => ({ ...line, currency: entry.currency })))),
		totalLabel: 'Grand total',
		sections: entries.map((entry, index) => ({ title: entryTitle(entry, index + 1), figures: entry.figures })),
	}
}
