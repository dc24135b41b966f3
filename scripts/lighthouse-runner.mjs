// Runs Lighthouse 12 against pages of the served site with Debian's Chromium (or $CHROME_PATH).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs'
import { combineRuns } from './timing-stats.mjs'

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
		benchmarkIndex: lhr.environment.benchmarkIndex,
		failedAudits: Object.values(lhr.audits)
			.filter((item) => item.score !== null && item.score < 1 && ['binary', 'numeric'].includes(item.scoreDisplayMode))
			.map((item) => item.id),
	}
}

/**
 * @param {string[]} urls
 * With `runs` above 1 each page is audited that many times and each figure is the median over the
 * runs (see combineRuns); runs that failed are left out.
 * @param {{ formFactor: 'mobile' | 'desktop', categories?: string[], runs?: number, onResult?: (url: string, summary: ReturnType<typeof combineRuns>) => void }} options
 */
export async function runLighthouse(urls, { formFactor, categories = ALL_CATEGORIES, runs = 1, onResult }) {
	const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS })
	const results = new Map()
	try {
		for (const url of urls) {
			const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }
			const lhrs = []
			for (let run = 0; run < runs; run += 1) {
				const runnerResult = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
				if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`)
				lhrs.push(runnerResult.lhr)
			}
			const valid = runs > 1 ? filterToValidRuns(lhrs) : lhrs
			const summary = combineRuns((valid.length > 0 ? valid : lhrs.slice(0, 1)).map(summarise))
			results.set(url, summary)
			onResult?.(url, summary)
		}
	} finally {
		await chrome.kill()
	}
	return results
}
