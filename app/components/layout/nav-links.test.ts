import { expect, test } from 'vitest'
import { activeNavKey, NAV_LINKS } from './nav-links.ts'

test('nav has All Calculators and one link per category', () => {
	expect(NAV_LINKS.map((link) => link.label)).toEqual([
		'All Calculators',
		'Construction',
		'Painting',
		'Flooring',
		'Landscaping',
		'Plumbing',
		'Electrical',
		'HVAC',
	])
})

test('the active link follows the page', () => {
	expect(activeNavKey('/calculators', null)).toBe('all')
	expect(activeNavKey('/calculators', 'painting')).toBe('painting')
	expect(activeNavKey('/calculators', '<script>')).toBe('all')
	expect(activeNavKey('/calculators/deck-board-estimator', null, 'construction')).toBe('construction')
	expect(activeNavKey('/calculators/carpet-calculator/', null, 'flooring')).toBe('flooring')
	expect(activeNavKey('/calculators/no-such-calculator', null)).toBeNull()
	expect(activeNavKey('/about', null)).toBeNull()
})
