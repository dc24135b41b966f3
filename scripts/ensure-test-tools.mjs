// Makes sure the browser tests have what they need: a Chrome (Debian's chromium, and its headless shell, which
// the tests drive when it is there: decision 092) and Java for the Nu HTML Checker. When one is missing and we run
// as root, apt-get installs it; otherwise this stops and says how to provide it. A check that cannot run must fail,
// never pass silently.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath, hasChromium, HEADLESS_SHELL_PATH, testBrowserPath } from './chromium-path.mjs'

function hasJava() {
	try {
		execFileSync('java', ['-version'], { stdio: 'ignore' })
		return true
	} catch {
		return false
	}
}

const missing = []
if (hasChromium()) console.log(`Browser tests use ${testBrowserPath()}; Lighthouse uses ${chromiumPath()}`)
else if (process.env.CHROME_PATH) {
	console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`)
	process.exit(1)
} else missing.push({ tool: 'chromium', package: 'chromium', help: 'CHROME_PATH=/path/to/chrome npm test' })

if (!hasJava())
	missing.push({ tool: 'java', package: 'default-jre-headless', help: 'a Java 11+ runtime on the PATH (java)' })

const isRoot = process.getuid?.() === 0
// Faster, not needed: without it the tests drive /usr/bin/chromium.
const wantsHeadlessShell = !process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL_PATH)
if (wantsHeadlessShell && !isRoot)
	console.log(`Without ${HEADLESS_SHELL_PATH} (Debian: chromium-headless-shell) the browser tests take longer.`)

if (missing.length === 0 && !(wantsHeadlessShell && isRoot)) process.exit(0)

const packages = missing.map((item) => item.package).join(' ')
if (missing.length > 0 && !isRoot) {
	console.error(
		`The browser tests need ${missing.map((item) => item.tool).join(' and ')}, and this is not root, so they cannot be installed.\n` +
			`Install them (Debian: sudo apt-get install ${packages}) or provide:\n` +
			missing.map((item) => `  ${item.help}`).join('\n'),
	)
	process.exit(1)
}

/** apt-get install, quietly; true when it succeeded. */
function aptInstall(names, { isRequired }) {
	console.log(`Installing Debian ${names} for the browser tests (apt-get)...`)
	try {
		execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${names}`, {
			stdio: 'inherit',
			shell: '/bin/bash',
		})
		return true
	} catch (error) {
		if (isRequired) throw error
		return false
	}
}

// Debian's Java packages expect the man page folders that slim images leave out.
execSync('mkdir -p /usr/share/man/man1 && apt-get update -qq', { stdio: 'inherit', shell: '/bin/bash' })
if (missing.length > 0) aptInstall(packages, { isRequired: true })
if (wantsHeadlessShell && !aptInstall('chromium-headless-shell', { isRequired: false }))
	console.log('chromium-headless-shell could not be installed: the browser tests drive /usr/bin/chromium.')
if (!hasChromium()) {
	console.error(`apt-get finished but ${chromiumPath()} is still missing.`)
	process.exit(1)
}
if (!hasJava()) {
	console.error('apt-get finished but java is still not on the PATH.')
	process.exit(1)
}
console.log(`Browser tests use ${testBrowserPath()}`)
