import { expect, test } from 'vitest'
import { computeLink } from '../../../../tests/support/open-link.ts'
import { shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { drywallEstimator } from './calculator.ts'
import type { DrywallResult } from './compute.ts'

/** A link as the page made it before issue #36's corrections: no field was added, so it must calculate as it is. */
const openLink = (query: string) => computeLink<DrywallResult>(drywallEstimator, query)

const WALLS =
	'drywallType=standard&boardSize=1200x2400&walls.0.length=4&walls.0.height=2.4&walls.0.openings.0.width=0.9' +
	'&walls.0.openings.0.height=2.1&walls.1.length=3.6&walls.1.height=2.4'

test('an old link opens and calculates with the lb/ft² weight and the screws per ft² of wall', async () => {
	// docs/calculators/drywall-estimator.md §6: 7.71 + 8.64 = 16.35 m²; screws 16.35 × 10.764 × 1.1 = 193.59 → 194
	// weight 16.35 × 1.6 × 4.88243 × 1.1 = 140.4967 kg; 16.35 × 10.764 = 175.9914 ft² × 1.6 × 1.1 = 309.7449 lb
	const result = await openLink(WALLS)
	expect(shownValue(result, 'Total Drywall Boards Required')).toBe('7')
	expect(shownValue(result, 'Drywall Screws')).toBe('194')
	expect(shownValue(result, 'Total Weight')).toBe('140.50 kg (309.74 lb)')
})

test('an old link with a ceiling adds the ceiling screws at 1.5 per ft², each surface rounded', async () => {
	// walls 16.35 m² → 194; ceiling 4 × 3 = 12 m² × 16.146 × 1.1 = 213.1272 → 214; 194 + 214 = 408
	// weight (16.35 + 12) = 28.35 m² × 7.811881 × 1.1 = 243.6135 kg; 28.35 × 10.764 = 305.1594 ft² × 1.6 × 1.1 = 537.0805 lb
	const result = await openLink(`${WALLS}&includeCeiling=1&ceiling.length=4&ceiling.width=3`)
	expect(result.wallScrews).toBe(194)
	expect(result.ceilingScrews).toBe(214)
	expect(shownValue(result, 'Drywall Screws')).toBe('408')
	expect(stepsOf(result)).toContain(
		'Drywall Screws: walls 16.35 m² × 10.764 per m² + 10 % waste = 193.5905 → 194; ' +
			'ceiling 12.00 m² × 16.146 per m² + 10 % waste = 213.1272 → 214; 194 + 214 = 408',
	)
	expect(result.weightKg).toBeCloseTo(28.35 * 1.6 * 4.882425755895935 * 1.1, 9)
	expect(shownValue(result, 'Total Weight')).toBe('243.61 kg (537.08 lb)')
})
