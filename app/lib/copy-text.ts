/** Copies text with the Clipboard API; false where the browser refuses. */
export async function copyText(text: string) {
	try {
		await navigator.clipboard.writeText(text)
		return true
	} catch {
		return false
	}
}
