/**
 * Each calculator's last inputs, kept on the device (localStorage) as their address query string, so
 * a reload, a closed tab or a dropped connection loses nothing (issue #14). Nothing else is kept, and
 * nothing leaves the device (privacy page). Storage that is full or switched off is not an error.
 */
const PREFIX = 'calcwright:draft:'

export function readDraft(calculatorId: string) {
	try {
		const draft = window.localStorage.getItem(PREFIX + calculatorId)
		return draft ? draft : null
	} catch {
		return null
	}
}

/** Saves the query string of the inputs; an empty one (the defaults) removes the draft. */
export function writeDraft(calculatorId: string, query: string) {
	try {
		if (query) window.localStorage.setItem(PREFIX + calculatorId, query)
		else window.localStorage.removeItem(PREFIX + calculatorId)
	} catch {
		// Private browsing or a full quota: the address still carries the inputs.
	}
}
