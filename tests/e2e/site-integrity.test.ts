import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { test as base, expect } from '@playwright/test'
import { LinkChecker } from 'linkinator'
import { calculators } from '../../app/catalogue/calculators.ts'
import { loadSchemaOrgVocabulary } from '../support/schema-org-vocabulary.ts'

// These checks read the build and the served site; they need no browser page.
const test = base
const BUILD = new URL('../../build/client/', import.meta.url)
const htmlFiles = readdirSync(BUILD, { recursive: true })
	.map(String)
	.filter((file) => file.endsWith('.html'))

type NuMessage = { url: string; message: string }

/**
 * Runs the Nu HTML Checker (vnu.jar, on Java) over `paths` and returns its error messages. Anything
 * but a report from the checker itself (no Java, a crash, output that is not its JSON) throws, so
 * this check fails loudly instead of reading silence as "no errors".
 */
async function checkHtml(paths: ReadonlyArray<string>): Promise<Array<NuMessage>> {
	const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
	const args = ['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', ...paths]
	const stderr = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).then(
		(output) => output.stderr,
		(error: { code?: unknown; stderr?: string; message: string }) => {
			if (error.code === 'ENOENT')
				throw new Error('The Nu HTML Checker needs Java: install a JRE (npm test does as root).')
			// Exit status 1 is the checker's "errors found"; its report is still on stderr.
			if (error.code === 1 && error.stderr) return error.stderr
			throw new Error(`The Nu HTML Checker could not run: ${error.message}`)
		},
	)
	let report: { version?: unknown; messages?: unknown }
	try {
		report = JSON.parse(stderr) as typeof report
	} catch {
		throw new Error(`The Nu HTML Checker printed something other than its report: ${stderr.slice(0, 500)}`)
	}
	if (typeof report.version !== 'string' || !Array.isArray(report.messages)) {
		throw new Error(`Not a Nu HTML Checker report: ${stderr.slice(0, 500)}`)
	}
	return report.messages as Array<NuMessage>
}

test('the Nu HTML Checker finds no error in any pre-rendered page', async () => {
	test.setTimeout(120_000)
	expect(htmlFiles.length).toBeGreaterThan(30)
	const messages = await checkHtml([new URL('.', BUILD).pathname])
	expect(messages.map((message) => `${message.url}: ${message.message}`)).toEqual([])
})

test('the Nu HTML Checker does report a broken page, so a clean report means something', async () => {
	test.setTimeout(60_000)
	const folder = mkdtempSync(join(tmpdir(), 'calcwright-vnu-'))
	const page = join(folder, 'broken.html')
	writeFileSync(page, '<!doctype html><html lang="en"><title>x</title><p><div>unclosed</p>')
	const messages = await checkHtml([page])
	rmSync(folder, { recursive: true })
	expect(messages.map((message) => message.message).join('\n')).toMatch(/Unclosed element/)
})

test('a crawl of the served site finds no broken internal link or asset', async ({ baseURL }) => {
	test.setTimeout(120_000)
	const checker = new LinkChecker()
	const origin = new URL(baseURL ?? '').origin
	const result = await checker.check({
		path: `${origin}/`,
		recurse: true,
		concurrency: 4,
		linksToSkip: [`^(?!${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`],
	})
	const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.status} ${link.url}`)
	expect(broken).toEqual([])
	expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(40)
})

test('structured data parses and validates against schema.org on every page', async () => {
	const validator = new Validator(loadSchemaOrgVocabulary())
	const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] })
	for (const file of htmlFiles) {
		const data = extractor.parse(readFileSync(new URL(file, BUILD), 'utf8'))
		const types = Object.keys(data.jsonld ?? {})
		if (!['index.html', '404.html'].includes(file)) expect(types, file).toContain('BreadcrumbList')
		const issues = (await validator.validate(data)) as Array<{ issueMessage: string; severity: string }>
		// Warnings count too: an unknown property is a WARNING to the validator, and we want none.
		expect(issues.map((issue) => `${file}: ${issue.severity} ${issue.issueMessage}`)).toEqual([])
	}
})

test('the structured-data validator does flag a broken trail and an unknown property', async () => {
	const validator = new Validator(loadSchemaOrgVocabulary())
	const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] })
	const broken = {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: [{ '@type': 'ListItem', name: 'Home', colour: 'orange' }],
	}
	const html = `<html><head><script type="application/ld+json">${JSON.stringify(broken)}</script></head></html>`
	const issues = await validator.validate(extractor.parse(html))
	const messages = issues.map((issue) => issue.issueMessage)
	expect(messages.join('\n')).toMatch(/position/)
	expect(messages.join('\n')).toMatch(/colour/)
})

test('every built calculator page describes itself as a schema.org WebApplication', async () => {
	const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] })
	for (const entry of calculators.filter((calculator) => calculator.isBuilt)) {
		const html = readFileSync(new URL(`calculators/${entry.id}/index.html`, BUILD), 'utf8')
		const [app] = extractor.parse(html).jsonld?.WebApplication ?? []
		expect(app, entry.id).toMatchObject({ '@type': 'WebApplication', name: entry.name, isAccessibleForFree: true })
	}
})
