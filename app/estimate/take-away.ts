/** Saves a file made on the page: a blob link, so nothing is fetched or sent. */
export function download(name: string, text: string) {
	const link = document.createElement('a')
	link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
	link.download = name
	link.click()
	setTimeout(() => URL.revokeObjectURL(link.href))
}

/** Copies text with the Clipboard API; false where the browser refuses. */
export async function copyText(text: string) {
	try {
		await navigator.clipboard.writeText(text)
		return true
	} catch {
		return false
	}
}
