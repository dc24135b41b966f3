import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
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

test('the Nu HTML Checker finds no error in any pre-rendered page', async () => {
	test.setTimeout(120_000)
	const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
	const { stderr } = await promisify(execFile)('java', [
		'-jar',
		jar,
		'--errors-only',
		'--format',
		'json',
		'--skip-non-html',
		new URL('.', BUILD).pathname,
	]).catch((error: { stderr: string }) => ({ stderr: error.stderr }))
	const messages = (JSON.parse(stderr || '{"messages":[]}') as { messages: Array<{ url: string; message: string }> })
		.messages
	expect(htmlFiles.length).toBeGreaterThan(30)
	expect(messages.map((message) => `${message.url}: ${message.message}`)).toEqual([])
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
