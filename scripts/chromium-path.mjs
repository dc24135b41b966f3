import { existsSync } from 'node:fs'

/** The Chrome the browser tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
	return process.env.CHROME_PATH || '/usr/bin/chromium'
}

export function hasChromium() {
	return existsSync(chromiumPath())
}
