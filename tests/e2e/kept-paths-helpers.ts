import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The line under Calculate until the scripts have arrived (calculator-runtime/calculator-form.tsx). */
export const LOADING_LINE = 'The page is still loading: Calculate works once it has.'

/** A control of the calculator's form: its label (the entry's name included, 'Room 1 Length') and what it holds. */
export type Control = { label: string; kind: string; value: string; checked: boolean }

/** Every control of the calculator's form, in the form's order, as a person reads it. */
export function formControls(page: Page): Promise<Array<Control>> {
	return page
		.locator('main form')
		.first()
		.evaluate((form: HTMLFormElement) =>
			[...form.elements]
				.filter(
					(element): element is HTMLInputElement | HTMLSelectElement =>
						element instanceof HTMLInputElement || element instanceof HTMLSelectElement,
				)
				.map((control) => ({
					label: (control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? '').trim(),
					kind: control instanceof HTMLSelectElement ? 'select' : control.type,
					value: control.value,
					checked: control instanceof HTMLInputElement && control.checked,
				})),
		)
}

/** Holds back every script of the site until the returned function is called: a page served, its scripts on their way. */
export async function holdScripts(page: Page) {
	let release = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route('**/assets/*.js', async (route) => {
		await held
		await route.continue()
	})
	// Once released, the route lets every script through at once (unrouting would cut off those on their way).
	return release
}

function isUnique(controls: ReadonlyArray<Control>, label: string) {
	return controls.filter((control) => control.label === label).length === 1
}

/**
 * Types into the pre-rendered form (its scripts held) what `wanted` holds and it does not: each text field, choice
 * and tick the form has under the same label (a list's first row; the rows after it are added by the scripts).
 * Returns the controls typed, as they should stay.
 */
export async function typeBeforeScripts(page: Page, wanted: ReadonlyArray<Control>) {
	const form = page.locator('main form').first()
	await expect(form).toBeVisible()
	expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
	const served = await formControls(page)
	const typed: Array<Control> = []
	for (const control of wanted) {
		const before = served.find((each) => each.label === control.label)
		if (!control.label || !before || !isUnique(served, control.label) || !isUnique(wanted, control.label)) continue
		if (before.kind !== control.kind) continue
		const field = form.getByLabel(control.label, { exact: true })
		if (control.kind === 'radio' || control.kind === 'checkbox') {
			// A radio is chosen, never unticked: the one chosen carries its group.
			if (before.checked === control.checked || (control.kind === 'radio' && !control.checked)) continue
			await field.setChecked(control.checked)
		} else if (before.value !== control.value) {
			if (control.kind === 'select') await field.selectOption(control.value)
			else await field.fill(control.value)
		} else continue
		typed.push(control)
	}
	expect(
		await page.evaluate(() => document.documentElement.dataset.hydrated),
		'typed before the scripts',
	).toBeUndefined()
	expect(typed.length, 'something of the example was typed').toBeGreaterThan(0)
	return typed
}

/** The form's controls with these labels hold what `controls` has. */
export async function expectControls(page: Page, controls: ReadonlyArray<Control>, way: string) {
	const labels = new Set(controls.map((control) => control.label))
	await expect
		.poll(async () => (await formControls(page)).filter((control) => labels.has(control.label)), {
			message: way,
			timeout: 15_000,
		})
		.toEqual(controls)
}
