/**
 * What a person typed into the pre-rendered form before the scripts arrived (issue #26). React keeps
 * the text in the fields when it hydrates but does not tell the form's state, so Calculate would work
 * on the defaults while the fields show something else. These replay each changed control as the
 * events a person's typing fires, so the form's own handlers take it in: the choices, then the texts.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function isCheckable(control: Control): control is HTMLInputElement {
	return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
}

/** Differs from what the pre-rendered page had (its attributes): typed, chosen or ticked since. */
function isChanged(control: Control) {
	if (isCheckable(control)) return control.checked !== control.defaultChecked
	if (control instanceof HTMLSelectElement)
		return [...control.options].some((option) => option.selected !== option.defaultSelected)
	return control.value !== control.defaultValue
}

/** The form's controls that were changed before hydration, each with what it holds now. */
export function changedControls(form: HTMLFormElement | null) {
	if (!form) return []
	return [...form.elements]
		.filter((element): element is Control => 'value' in element && !(element instanceof HTMLButtonElement))
		.filter(isChanged)
		.map((control) => ({ control, value: control.value, checked: isCheckable(control) && control.checked }))
}

/** Resolves after the task that React commits a change's state in (a discrete event's update, flushed in a microtask). */
function nextTask() {
	return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/**
 * Fires the events of each change, one change per task, so each handler works on the state the one
 * before it left: a list's handler replaces its entry from the entry it was last drawn with, so two
 * fields of one row fired together would each keep only their own text (issue #37).
 * React notices a change by comparing the value it last saw with the element's; setting the value
 * through the element's own property updates what React saw, setting it through the prototype's does
 * not, so the event then reads as a change.
 */
export async function replayChanges(changes: ReturnType<typeof changedControls>) {
	// Choices first, then texts: a choice's rule (a unit's conversion) must not rewrite a size typed beside it, which
	// the person saw in its field as typed (Area 2500 with the unit set to m² after it stays 2500).
	const isChoice = ({ control }: (typeof changes)[number]) =>
		isCheckable(control) || control instanceof HTMLSelectElement
	const ordered = [...changes.filter(isChoice), ...changes.filter((change) => !isChoice(change))]
	for (const [index, { control, value, checked }] of ordered.entries()) {
		if (index > 0) await nextTask()
		if (!control.isConnected) continue
		if (isCheckable(control)) {
			// The radio chosen carries its group's change; the one it replaced needs no event.
			if (control.type === 'radio' && !checked) continue
			control.checked = !checked
			control.click()
			continue
		}
		const prototype = Object.getPrototypeOf(control) as object
		const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
		control.value = control instanceof HTMLSelectElement ? '' : control.defaultValue
		setValue?.call(control, value)
		control.dispatchEvent(new Event('input', { bubbles: true }))
		control.dispatchEvent(new Event('change', { bubbles: true }))
	}
}
