import { expect, test } from 'vitest'
import { redirectsFile, redirectTarget } from './redirects.mjs'

const pages = new Set(['/', '/about', '/calculators/paint-calculator', '/calculators/deck-board-estimator'])

test('a path with capitals goes to its lowercase page when that page exists', () => {
	expect(redirectTarget('/CALCULATORS/PAINT-CALCULATOR', pages)).toBe('/calculators/paint-calculator')
	expect(redirectTarget('/Calculators/Deck-Board-Estimator', pages)).toBe('/calculators/deck-board-estimator')
	expect(redirectTarget('/ABOUT', pages)).toBe('/about')
	expect(redirectTarget('/ABOUT/', pages)).toBe('/about')
	expect(redirectTarget('/NO-SUCH-PAGE', pages)).toBeNull()
})

test("a page's index.html goes to the page", () => {
	expect(redirectTarget('/index.html', pages)).toBe('/')
	expect(redirectTarget('/calculators/paint-calculator/index.html', pages)).toBe('/calculators/paint-calculator')
	expect(redirectTarget('/ABOUT/INDEX.HTML', pages)).toBe('/about')
	expect(redirectTarget('/nowhere/index.html', pages)).toBeNull()
})

test('canonical paths stay where they are', () => {
	for (const page of pages) expect(redirectTarget(page, pages)).toBeNull()
	expect(redirectTarget('/about/', pages)).toBe('/about')
	expect(redirectTarget('/assets/app-AbC.js', pages)).toBeNull()
})

test('the _redirects file spells the same rules out for static hosts', () => {
	const lines = redirectsFile(pages).split('\n')
	expect(lines).toContain('/index.html / 301')
	expect(lines).toContain('/about/index.html /about 301')
	expect(lines).toContain('/ABOUT /about 301')
	expect(lines).toContain('/About /about 301')
	expect(lines).toContain('/CALCULATORS/PAINT-CALCULATOR /calculators/paint-calculator 301')
	expect(lines).toContain('/Calculators/Deck-Board-Estimator /calculators/deck-board-estimator 301')
	expect(lines.filter((line) => line.startsWith('/ '))).toEqual([])
})
