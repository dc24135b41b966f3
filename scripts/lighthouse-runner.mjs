// Runs Lighthouse 12 against pages of the served site with Debian's Chromium (or $CHROME_PATH).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumPath } from './chromium-path.mjs'

const CHROME_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
]

export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Figures a budget cares about, from one Lighthouse result. */
export function summarise(lhr) {
	const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
	return {
		scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, category.score])),
		lcpMs: audit('largest-contentful-paint'),
		fcpMs: audit('first-contentful-paint'),
		tbtMs: audit('total-blocking-time'),
		cls: audit('cumulative-layout-shift'),
		transferBytes: audit('total-byte-weight'),
		failedAudits: Object.values(lhr.audits)
			.filter((item) => item.score !== null && item.score < 1 && ['binary', 'numeric'].includes(item.scoreDisplayMode))
			.map((item) => item.id),
	}
}

/**
 * @param {string[]} urls
 * @param {{ formFactor: 'mobile' | 'desktop', categories?: string[], onResult?: (url: string, summary: ReturnType<typeof summarise>) => void }} options
 */
export async function runLighthouse(urls, { formFactor, categories = ALL_CATEGORIES, onResult }) {
	const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS })
	const results = new Map()
	try {
		for (const url of urls) {
			const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }
			const runnerResult = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
			if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`)
			const summary = summarise(runnerResult.lhr)
			results.set(url, summary)
			onResult?.(url, summary)
		}
	} finally {
		await chrome.kill()
	}
	return results
}
