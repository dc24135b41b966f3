import { existsSync } from 'node:fs'

/** The Chrome the browser tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
	return process.env.CHROME_PATH || '/usr/bin/chromium'
}

export function hasChromium() {
	return existsSync(chromiumPath())
}

/** Flags for headless Chromium, shared by the browser tests and the benchmark scripts. */
export const CHROMIUM_ARGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
]
