import type { Page } from '@playwright/test'
import {
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	fillFields,
	gotoHydrated,
	resultRow,
	resultsRegion,
	test,
} from './fixtures.ts'
import { calculate, expectFieldRejects, expectHeadline, expectRows } from './calculator-helpers.ts'

const PATH = '/calculators/conduit-fill-calculator'
const UK = 'UK – BS 7671 (mm², m)'
const US = 'US – NEC (AWG, ft)'
const SAFETY_NOTE =
	'⚠ Estimate only. These figures come from published NEC / BS 7671 tables under the stated assumptions and are not a design. The code in force where you work (the NEC as adopted locally in the US, BS 7671 in the UK), the equipment instructions and a qualified electrician decide the final size. Fixed wiring work may need a permit or notification (e.g. Part P in England and Wales) and an inspection.'

/** The safety note is in the results, above the tips. */
async function expectSafetyNoteAboveTips(page: Page) {
	const note = resultsRegion(page).getByText(SAFETY_NOTE, { exact: true })
	await expect(note).toBeVisible()
	const tips = resultsRegion(page).getByRole('heading', { name: 'Tips' })
	const isAbove = await note.evaluate(
		(element, heading) =>
			Boolean(heading && element.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING),
		await tips.elementHandle(),
	)
	expect(isAbove).toBe(true)
}

async function addRow(page: Page, name: string, size: string, count: string) {
	await page.getByRole('button', { name: /^Add (conductor|cable)$/ }).click()
	await page.getByLabel(`${name} Size`).selectOption({ label: size })
	await fillFields(page, { [`${name} Count`]: count })
}

test('defaults: US standard, 3/4 in EMT, one row of 12 AWG THHN with its count to fill in', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Conduit Fill Calculator - Electrical Calculator')
	await expect(page.getByRole('radio', { name: US })).toBeChecked()
	await expect(page.getByLabel('Conduit type')).toHaveValue('emt')
	await expect(page.getByLabel('Trade size')).toHaveValue('3/4')
	await expect(page.getByLabel('Conductor 1 Type')).toHaveValue('thhn')
	await expect(page.getByLabel('Conductor 1 Size')).toHaveValue('12')
	await expect(page.getByLabel('Conductor 1 Count')).toHaveValue('')
	await expect(page.getByRole('button', { name: 'Remove Conductor 1' })).toHaveCount(0)
	await expect(page.getByLabel('Conduit diameter')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in every field to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('C1 US mixed wires: 3 × 4 AWG + 1 × 8 AWG THHN in 3/4 in EMT fills 53.25 %: 1 in EMT', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Conductor 1 Size').selectOption({ label: '4 AWG' })
	await fillFields(page, { 'Conductor 1 Count': '3' })
	await addRow(page, 'Conductor 2', '8 AWG', '1')
	await expect(page.getByLabel('Conductor 2 Type')).toHaveValue('thhn')
	await calculate(page)
	// S = 3 × 0.0824 + 0.0366 = 0.2838 in²; 0.2838 / 0.533 = 53.25 % > 40 %; 1 in: 32.85 %
	await expectHeadline(page, 'Conduit fill', 'Fill 53.25 % — over the 40 % limit')
	await expectRows(page, {
		Conduit: '3/4 in EMT (metric designator 21)',
		'Internal area': '0.533 in² (343.87 mm²)',
		'Number of conductors': '4',
		'Fill limit': '40 %',
		'Allowed area': '0.2132 in²',
		'Conductor area': '0.2838 in² (183.10 mm²)',
		Fill: '53.25 %',
		'Pass or fail': 'Fail',
		'Smallest conduit': '1 in EMT',
	})
	const alone = 'Maximum of each wire alone in 3/4 in EMT'
	await expect(resultRow(page, 'Conductor 1: 4 AWG THHN/THWN-2', alone).getByRole('cell')).toHaveText('2')
	await expect(resultRow(page, 'Conductor 2: 8 AWG THHN/THWN-2', alone).getByRole('cell')).toHaveText('6')
	await expectSafetyNoteAboveTips(page)
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('C3 Note 7: six 8 AWG THHN in 3/4 in EMT pass at 41.20 %; seven fail and need 1 in', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Conductor 1 Size').selectOption({ label: '8 AWG' })
	await fillFields(page, { 'Conductor 1 Count': '6' })
	await calculate(page)
	await expectHeadline(page, 'Conduit fill', 'Fill 41.20 % — over the 40 % limit, permitted by Chapter 9 Note 7')
	await expectRows(page, { 'Pass or fail': 'Pass, permitted by Chapter 9 Note 7', 'Smallest conduit': '3/4 in EMT' })
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Conductor 1 Count')).toBeFocused()
	await page.getByLabel('Conductor 1 Size').selectOption({ label: '8 AWG' })
	await fillFields(page, { 'Conductor 1 Count': '7' })
	await calculate(page)
	await expectHeadline(page, 'Conduit fill', 'Fill 48.07 % — over the 40 % limit')
	await expectRows(page, { 'Pass or fail': 'Fail', 'Smallest conduit': '1 in EMT' })
})

test('C2 UK long run: 20 mm, 6 m, 2 bends, 4 × 2.5 + 4 × 1.5 mm² uses 114.29 %: 25 mm', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: UK }).check()
	await expect(page.getByLabel('Conduit diameter')).toHaveValue('20')
	await expect(page.getByLabel('Number of bends')).toHaveValue('0')
	await expect(page.getByLabel('Cable 1 Size')).toHaveValue('2.5-stranded')
	await expect(page.getByLabel('Conduit type')).toHaveCount(0)
	await fillFields(page, { 'Run length between draw-in points': '6', 'Number of bends': '2', 'Cable 1 Count': '4' })
	await addRow(page, 'Cable 2', '1.5 mm² stranded', '4')
	await calculate(page)
	// Σ = 4 × 30 + 4 × 22 = 208 > 182 (row 6 m, 2 bends) → 114.29 %; 25 mm: 333
	await expectHeadline(page, 'Conduit capacity', 'Uses 114.29 % of a 20 mm conduit’s capacity — does not fit')
	await expectRows(page, {
		Method: 'Long run or bends (table row 6.0 m, 2 bends)',
		'Sum of cable factors': '208',
		'Conduit factor': '182',
		'Capacity used': '114.29 %',
		'Pass or fail': 'Fail (does not fit)',
		'Smallest conduit': '25 mm',
	})
	const alone = 'Maximum of each cable alone in a 20 mm conduit'
	await expect(resultRow(page, 'Cable 1: 2.5 mm² stranded', alone).getByRole('cell')).toHaveText('6')
	await expect(resultRow(page, 'Cable 2: 1.5 mm² stranded', alone).getByRole('cell')).toHaveText('8')
	await expect(
		resultsRegion(page).getByText('Grouping still applies to cables in conduit (BS 7671 Table 4C1).'),
	).toBeVisible()
	await expectSafetyNoteAboveTips(page)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('C4 UK short run: 10 × 2.5 mm² in 20 mm over 2.5 m fits at 93.48 %; a 16 mm² row is not covered', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: UK }).check()
	await fillFields(page, { 'Run length between draw-in points': '2.5', 'Cable 1 Count': '10' })
	await calculate(page)
	// short-run factor 43: Σ = 430 ≤ 460 → 93.48 %; alone floorCount(460 / 43) = 10
	await expectHeadline(page, 'Conduit capacity', 'Uses 93.48 % of a 20 mm conduit’s capacity — fits')
	await expectRows(page, {
		Method: 'Short straight run (no bends, 3 m or less)',
		'Conduit factor': '460',
		'Pass or fail': 'Pass (fits)',
		'Smallest conduit': '20 mm',
	})
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByRole('radio', { name: UK })).toBeChecked()
	await fillFields(page, { 'Run length between draw-in points': '2.5', 'Cable 1 Count': '10' })
	await addRow(page, 'Cable 2', '16 mm² stranded', '1')
	await expect(page.getByLabel('Cable 2 Size')).toHaveAccessibleDescription(
		'The short-run table stops at 10 mm²; this case is not covered.',
	)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expectNoAxeViolations(page)
})

test('UK: too many bends for the length says so in the headline', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: UK }).check()
	await fillFields(page, { 'Run length between draw-in points': '6', 'Number of bends': '3', 'Cable 1 Count': '2' })
	await calculate(page)
	await expectHeadline(page, 'Conduit capacity', 'Not covered: too many bends for this length. Add a draw-in box.')
	await expectRows(page, { 'Pass or fail': 'Not permitted', 'Smallest conduit': 'None' })
	await expectNoBrokenNumbers(page)
})

test('bad input: the spec’s message under the field, Calculate disabled, other input kept', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expectFieldRejects(page, [
		['Conductor 1 Count', '0', 'Must be between 1 and 200'],
		['Conductor 1 Count', '2.5', 'Enter a whole number'],
		['Conductor 1 Count', '201', 'Must be between 1 and 200'],
		['Conductor 1 Count', 'abc', 'Enter a number'],
	])
	await page.getByRole('radio', { name: UK }).check()
	await fillFields(page, { 'Cable 1 Count': '2', 'Run length between draw-in points': '4' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(page, [
		['Run length between draw-in points', 'abc', 'Enter a number'],
		['Run length between draw-in points', '1e1', 'Enter a number'],
		['Run length between draw-in points', '0', 'Must be more than 0 and at most 10 m'],
		['Run length between draw-in points', '11', 'Must be more than 0 and at most 10 m'],
		['Number of bends', '5', 'Must be between 0 and 4'],
		['Number of bends', '1.5', 'Enter a whole number'],
	])
	await fillFields(page, { 'Run length between draw-in points': '' })
	await expect(page.getByText('Fill in every field to calculate.')).toBeVisible()
	await fillFields(page, { 'Run length between draw-in points': '4', 'Number of bends': '' })
	await expect(page.getByText('Fill in every field to calculate.')).toBeVisible()
	await expect(page.getByLabel('Cable 1 Count')).toHaveValue('2')
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('switching the standard resets the selects and keeps the typed counts; five rows at most', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Conduit type').selectOption({ label: 'PVC Schedule 80' })
	await page.getByLabel('Conductor 1 Type').selectOption({ label: 'XHHW/XHHW-2' })
	await fillFields(page, { 'Conductor 1 Count': '3' })
	await addRow(page, 'Conductor 2', '10 AWG', '2')
	await page.getByRole('radio', { name: UK }).check()
	await expect(page.getByRole('group', { name: 'Cables' })).toBeVisible()
	await expect(page.getByLabel('Cable 1 Count')).toHaveValue('3')
	await expect(page.getByLabel('Cable 2 Count')).toHaveValue('2')
	await expect(page.getByLabel('Cable 2 Size')).toHaveValue('2.5-stranded')
	await fillFields(page, { 'Run length between draw-in points': '5' })
	await page.getByRole('radio', { name: US }).check()
	await expect(page.getByLabel('Conduit type')).toHaveValue('emt')
	await expect(page.getByLabel('Conductor 1 Type')).toHaveValue('thhn')
	await expect(page.getByLabel('Conductor 2 Size')).toHaveValue('12')
	await expect(page.getByLabel('Conductor 2 Count')).toHaveValue('2')
	await page.getByRole('radio', { name: UK }).check()
	await expect(page.getByLabel('Run length between draw-in points')).toHaveValue('5')
	for (const name of ['Cable 3', 'Cable 4', 'Cable 5']) await addRow(page, name, '4 mm² stranded', '1')
	await expect(page.getByRole('button', { name: 'Add cable' })).toHaveCount(0)
	await page.getByRole('button', { name: 'Remove Cable 5' }).click()
	await expect(page.getByRole('button', { name: 'Add cable' })).toBeVisible()
})
