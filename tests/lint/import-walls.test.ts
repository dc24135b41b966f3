import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

// The walls between layers are lint rules (eslint.config.js, decision 073). Each probe is a file that
// breaks one, linted with the project's own configuration; the fixtures are ignored by `npm run lint`.
const root = path.resolve(import.meta.dirname, '../..')
const fixtures = path.join(root, 'tests/lint/fixtures')

let eslint: ESLint

beforeAll(async () => {
	eslint = new ESLint({ cwd: root, ignore: false })
	// Loading the configuration and the TypeScript parser takes seconds on a busy machine.
	await eslint.lintText('', { filePath: path.join(root, 'app/lib/warm-up.ts') })
}, 60_000)

/** The rule ids reported for `code` as if it were the file at `filePath` (from the project root). */
async function rulesFor(filePath: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
	return result?.messages.map((message) => message.ruleId) ?? []
}

async function rulesIn(file: string) {
	const [result] = await eslint.lintFiles([path.join(fixtures, file)])
	return result?.messages.map((message) => message.ruleId) ?? []
}

describe('zones', () => {
	test('a family does not import another family', async () => {
		const rules = await rulesFor(
			'app/calculators/flooring/shared/probe.ts',
			"import { DEFAULT_STANDARD } from '#app/calculators/electrical/shared/standard.ts'\n\nexport const probe = DEFAULT_STANDARD\n",
		)
		expect(rules).toContain('import-x/no-restricted-paths')
	})

	test('a calculator does not import another calculator', async () => {
		const rules = await rulesFor(
			'app/calculators/landscaping/mulch-calculator/probe.ts',
			"import { computeGravel } from '../gravel-calculator/compute.ts'\n\nexport const probe = computeGravel\n",
		)
		expect(rules).toContain('import-x/no-restricted-paths')
	})

	test('a calculator imports its own modules, app/lib and its family', async () => {
		const rules = await rulesFor(
			'app/calculators/landscaping/gravel-calculator/probe.ts',
			[
				"import { computeMaterialLayer } from '#app/calculators/landscaping/shared/compute.ts'",
				"import { formatCount } from '#app/lib/format.ts'",
				"import { computeGravel } from './compute.ts'",
				'',
				'export const probe = [computeGravel, computeMaterialLayer, formatCount]',
				'',
			].join('\n'),
		)
		expect(rules).toEqual([])
	})

	test('app/lib imports nothing from app/ outside app/lib, types included', async () => {
		const rules = await rulesFor(
			'app/lib/probe.ts',
			"import type { Standard } from '#app/calculators/electrical/shared/standard.ts'\nimport { START_FIELD_ATTRIBUTE } from '#app/components/form/start-field.ts'\n\nexport const probe: [string, Standard] = [START_FIELD_ATTRIBUTE, 'metric']\n",
		)
		expect(rules).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths'])
	})

	test('components do not import the estimate', async () => {
		const rules = await rulesFor(
			'app/components/results/probe.tsx',
			"import { EstimateTools } from '#app/estimate/estimate-tools.tsx'\n\nexport const probe = EstimateTools\n",
		)
		expect(rules).toContain('import-x/no-restricted-paths')
	})
})

describe('no import circles', () => {
	test('two modules importing each other are a circle', async () => {
		for (const file of ['cycle-a.ts', 'cycle-b.ts']) {
			const rules = await rulesIn(file)
			expect(rules).toContain('import-x/no-cycle')
			expect(rules).toContain('walls/no-type-cycle')
		}
	})

	test('a type one way and a value the other is a circle too', async () => {
		for (const file of ['type-cycle-a.ts', 'type-cycle-b.ts']) {
			const rules = await rulesIn(file)
			// import-x/no-cycle leaves out type-only imports; the project's own rule counts them.
			expect(rules).not.toContain('import-x/no-cycle')
			expect(rules).toContain('walls/no-type-cycle')
		}
	})
})
