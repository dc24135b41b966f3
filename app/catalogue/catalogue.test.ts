import { calculatorDescriptions, categoryDescriptions } from './descriptions.ts'
import { expect, test } from 'vitest'
import { calculatorPath, calculators, countByCategory } from './calculators.ts'
import { categories, subcategories } from './categories.ts'
import { groupCalculators } from './list-groups.ts'
import { NOT_BUILT_PATHS } from './not-built.ts'
import { prerenderPaths } from './routes-to-prerender.ts'
import { MAX_SUGGESTIONS, searchCatalogue } from './search.ts'

test('the catalogue has 7 categories, 14 subcategories and 32 calculators', () => {
	expect(categories).toHaveLength(7)
	expect(subcategories).toHaveLength(14)
	expect(calculators).toHaveLength(32)
})

test('ids and paths are unique', () => {
	const paths = calculators.map((entry) => calculatorPath(entry.id))
	expect(new Set(paths).size).toBe(32)
	expect(new Set(categories.map((category) => category.id)).size).toBe(7)
	expect(new Set(subcategories.map((subcategory) => subcategory.id)).size).toBe(14)
})

test('every subcategory is used and belongs to its entry’s category', () => {
	for (const subcategory of subcategories) {
		expect(calculators.some((entry) => entry.subcategory === subcategory.id)).toBe(true)
	}
	for (const entry of calculators) {
		const subcategory = subcategories.find((candidate) => candidate.id === entry.subcategory)
		expect(subcategory?.categoryId).toBe(entry.category)
	}
})

test('every entry and category has a one-sentence description, and nothing else has one', () => {
	for (const entry of calculators) {
		// One full stop, at the end; a point inside a number (ASHRAE 62.2) is not one.
		expect(calculatorDescriptions[entry.id]).toMatch(/^[A-Z](?:[^.]|\.\d)+\.$/)
	}
	for (const category of categories) expect(categoryDescriptions[category.id]).toMatch(/^[A-Z][^.]+\.$/)
	expect(Object.keys(calculatorDescriptions)).toEqual(calculators.map((entry) => entry.id))
	expect(Object.keys(categoryDescriptions)).toEqual(categories.map((category) => category.id))
})

test('category counts add up to the catalogue', () => {
	expect(categories.map((category) => countByCategory(category.id))).toEqual([10, 3, 4, 6, 3, 3, 3])
})

test('the unbuilt entries show Coming Soon until built; pipe-calculator is an entry, built', () => {
	expect(NOT_BUILT_PATHS).not.toContain('/calculators/pipe-calculator')
	expect(NOT_BUILT_PATHS).not.toContain('/calculators/deck-board-estimator')
	for (const entry of calculators) {
		expect(NOT_BUILT_PATHS.includes(`/calculators/${entry.id}`)).toBe(!entry.isBuilt)
	}
	const built = calculators.filter((entry) => entry.isBuilt).length
	expect(NOT_BUILT_PATHS).toHaveLength(32 - built)
})

test('every route is pre-rendered once', () => {
	expect(new Set(prerenderPaths).size).toBe(prerenderPaths.length)
	expect(prerenderPaths).toEqual(
		expect.arrayContaining([
			'/',
			'/calculators',
			'/privacy-policy',
			'/about',
			'/contact',
			'/calculators/deck-board-estimator',
		]),
	)
})

test('search ranks name matches first and, on an equal match, built calculators before Coming Soon ones', () => {
	// 'calc' starts no name, but starts a word of most names: built ones first, in catalogue order
	const calc = searchCatalogue('calc')
	expect(calc.slice(0, 4).map((entry) => entry.id)).toEqual([
		'lumber-calculator',
		'stair-calculator',
		'roofing-calculator',
		'roof-pitch-calculator',
	])
	// On an equal match a built calculator comes before a Coming Soon one (none is left since issue #20: two made up)
	const [first] = calculators
	const comingSoon = { ...first, id: 'a-calculator', name: 'A Calculator', isBuilt: false }
	const built = { ...first, id: 'b-calculator', name: 'B Calculator', isBuilt: true }
	expect(searchCatalogue('calc', [comingSoon, built]).map((entry) => entry.id)).toEqual([
		'b-calculator',
		'a-calculator',
	])
	// 'con': Concrete and Conduit Fill start with it (both built, catalogue order); 'concrete' in a description ranks after
	expect(
		searchCatalogue('con')
			.map((entry) => entry.id)
			.slice(0, 2),
	).toEqual(['concrete-volume', 'conduit-fill-calculator'])
	// 'floor' is only in descriptions: all four are built, so they come in catalogue order
	expect(searchCatalogue('floor').map((entry) => entry.id)).toEqual([
		'insulation-calculator',
		'tile-calculator',
		'hardwood-calculator',
		'laminate-calculator',
	])
})

test('search matches name or description, ignoring case', () => {
	expect(searchCatalogue('DECK').map((entry) => entry.id)).toEqual(['deck-board-estimator'])
	expect(searchCatalogue('plasterboard').map((entry) => entry.id)).toEqual(['drywall-estimator'])
	expect(searchCatalogue('paint').map((entry) => entry.id)).toEqual(['paint-calculator'])
	expect(searchCatalogue('   ')).toEqual([])
	expect(searchCatalogue('<script>alert(1)</script>')).toEqual([])
	expect(searchCatalogue('x'.repeat(10_000))).toEqual([])
})

test('a broad term finds more than the suggestion cap', () => {
	expect(searchCatalogue('calculat').length).toBeGreaterThan(MAX_SUGGESTIONS)
})

test('the list groups by category, or by subcategory within a category', () => {
	expect(groupCalculators({ category: null, search: '' }).map((group) => group.name)).toEqual(
		categories.map((category) => category.name),
	)
	expect(groupCalculators({ category: 'construction', search: '' }).map((group) => group.name)).toEqual([
		'Roofing',
		'Framing & Lumber',
		'Concrete & Masonry',
		'Insulation & Drywall',
	])
	expect(groupCalculators({ category: 'flooring', search: 'deck' })).toEqual([])
	const found = groupCalculators({ category: null, search: 'tiles' })
	expect(found.flatMap((group) => group.entries.map((entry) => entry.id))).toEqual(['tile-calculator'])
})
