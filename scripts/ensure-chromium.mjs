// Makes sure the browser tests have a Chrome: installs Debian's chromium with apt-get when
// /usr/bin/chromium is missing and we run as root; otherwise explains how to point at one.
import { execSync } from 'node:child_process'
import { chromiumPath, hasChromium } from './chromium-path.mjs'

if (hasChromium()) {
	console.log(`Browser tests use ${chromiumPath()}`)
	process.exit(0)
}

if (process.env.CHROME_PATH) {
	console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`)
	process.exit(1)
}

if (process.getuid?.() !== 0) {
	console.error(
		'No Chrome found at /usr/bin/chromium and not running as root, so it cannot be installed.\n' +
			'Install one (Debian: sudo apt-get install chromium) or point the tests at an existing Chrome:\n' +
			'  CHROME_PATH=/path/to/chrome npm test',
	)
	process.exit(1)
}

console.log('Installing Debian chromium for the browser tests (apt-get)...')
execSync(
	'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium',
	{
		stdio: 'inherit',
		shell: '/bin/bash',
	},
)
if (!hasChromium()) {
	console.error('apt-get finished but /usr/bin/chromium is still missing.')
	process.exit(1)
}
