import { expect, test } from 'vitest'
import { headersFor, parseHeadersFile } from './headers.mjs'

const rules = parseHeadersFile(`# comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
  ! X-Content-Type-Options
`)

test('every path gets the site-wide headers', () => {
	const headers = headersFor(rules, '/calculators')
	expect(headers.get('x-content-type-options')).toBe('nosniff')
	expect(headers.get('cache-control')).toBe('no-cache')
})

test('hashed assets are cached for a year, the later rule winning', () => {
	expect(headersFor(rules, '/assets/root-abc.js').get('cache-control')).toBe('public, max-age=31536000, immutable')
})

test('`! Name` removes a header an earlier block set', () => {
	expect(headersFor(rules, '/assets/root-abc.js').has('x-content-type-options')).toBe(false)
})

test('a header line outside a block is refused', () => {
	expect(() => parseHeadersFile('  X-Test: 1')).toThrow('Malformed')
})
