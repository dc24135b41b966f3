import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatNumber } from '#app/lib/format.ts'
import { type DecimalBounds, readTyped } from '#app/lib/parse-decimal.ts'
import { isLengthUnit } from '#app/lib/parse-length.ts'
import type { WorkingLine } from './estimate.ts'

// With the tools under a result, not the page: the working reads the sums only once a result is shown.

/** The parts of a valibot schema this reads: objects' entries, arrays' item, tuples' items, decimal()'s bounds. */
type SchemaNode = {
	entries?: Record<string, SchemaNode | undefined>
	item?: SchemaNode
	items?: ReadonlyArray<SchemaNode | undefined>
	bounds?: DecimalBounds
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A key as words: 'rollWidth' → 'roll width'. */
function wordsOf(key: string) {
	return key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
}

/** An entry's name ('Wall 1'), or its list's name and place while it has none ('opening 2'). */
function entryName(entry: unknown, list: string, index: number) {
	const name = isRecord(entry) && typeof entry.name === 'string' ? entry.name.trim() : ''
	return name || `${list.replace(/s$/, '')} ${index + 1}`
}

function visit(node: SchemaNode | undefined, value: unknown, names: ReadonlyArray<string>, lines: Array<WorkingLine>) {
	if (!node) return
	if (typeof value === 'string') {
		const unit = node.bounds?.unit
		const { read } = isLengthUnit(unit) ? readTyped(value.trim(), unit) : {}
		if (!unit || !read?.ok || !read.isSum) return
		const label = names.join(' ')
		lines.push({
			label: label.charAt(0).toUpperCase() + label.slice(1),
			steps: `${value.trim().replace(/\s+/g, ' ')} = ${formatLengths([read.value], unit, formatNumber)}`,
		})
	} else if (Array.isArray(value)) {
		const list = names.at(-1) ?? ''
		value.forEach((entry, index) =>
			visit(node.items?.[index] ?? node.item, entry, [...names.slice(0, -1), entryName(entry, list, index)], lines),
		)
	} else if (isRecord(value)) {
		for (const [key, entry] of Object.entries(value)) visit(node.entries?.[key], entry, [...names, wordsOf(key)], lines)
	}
}

/**
 * The working of each length field typed as a sum (docs/calculators/site-rules.md §5), in the order of the values:
 * 'Wall 1 length' and '3.6 + 2.4 = 6.00 m'. Read from the values as typed and the schema that checked them, so
 * every calculator's length fields have it with no code of their own; a field the form does not show is not
 * checked (no bounds) and gives none.
 */
export function typedSums(schema: unknown, values: unknown): Array<WorkingLine> {
	const lines: Array<WorkingLine> = []
	visit(schema as SchemaNode, values, [], lines)
	return lines
}
