/** The words a drawing's `aria-describedby` points to: its description under the figure. */
export function drawingDescription(drawing: Element) {
	const ids = drawing.getAttribute('aria-describedby')?.split(' ') ?? []
	return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

/** Every label drawn in an SVG, in order. */
export function drawnLabels(drawing: Element) {
	return [...drawing.querySelectorAll('text')].map((text) => text.textContent ?? '')
}
