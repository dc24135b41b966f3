import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
import { importX } from 'eslint-plugin-import-x'
import { moduleVisitor, relative } from 'eslint-plugin-import-x/utils'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import ts from 'typescript'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

/** The folders directly under `folder` (from the project root). */
function subfolders(folder) {
	return fs
		.readdirSync(path.join(root, folder), { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name)
}

/**
 * The feature folders (docs/calculator-contract.md): app/calculators/<family>/{shared/, <calculator>/}.
 * A family imports no other family; a calculator imports its own folder and its family's shared/,
 * never another calculator; shared/ imports none of its family's calculators.
 */
function familyZones() {
	return subfolders('app/calculators').flatMap((family) => {
		const folder = `./app/calculators/${family}`
		return [
			{
				target: folder,
				from: './app/calculators',
				except: [`./${family}`],
				message: 'One family does not import another: move what both need to app/lib or app/components.',
			},
			...subfolders(folder).map((name) => ({
				target: `${folder}/${name}`,
				from: folder,
				except: name === 'shared' ? ['./shared'] : [`./${name}`, './shared'],
				message:
					name === 'shared'
						? "A family's shared/ does not import the family's calculators."
						: "One calculator does not import another: move what both need to the family's shared/.",
			})),
		]
	})
}

/** Every import and export-from of a module on disk, `import type` included (no-type-cycle). */
const specifiersCache = new Map()
function specifiersOf(file) {
	const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs
	const cached = specifiersCache.get(file)
	if (cached && cached.mtime === mtime) return cached.specifiers
	const text = mtime === undefined ? '' : fs.readFileSync(file, 'utf8')
	const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
	specifiersCache.set(file, { mtime, specifiers })
	return specifiers
}

/**
 * import-x/no-cycle leaves out type-only imports (it has no option to count them). This rule counts
 * every import, so a compute.ts taking a type from schema.ts while schema.ts takes a value from
 * compute.ts is a circle too: the input shape belongs to one module that both import.
 */
const noTypeCycle = {
	meta: {
		type: 'problem',
		docs: { description: 'No import circle, counting `import type` and `{ type X }` imports.' },
		messages: { cycle: 'Import circle (type imports count): {{route}}.' },
		schema: [],
	},
	create(context) {
		const filename = context.physicalFilename
		// Only the project's own modules: a package, or React Router's generated route types, never import back.
		const projectFile = (file) =>
			typeof file === 'string' &&
			CODE.test(file) &&
			file.startsWith(root) &&
			!/\/(node_modules|\.react-router)\//.test(file)
		const name = (file) => path.relative(root, file)
		return moduleVisitor(
			(source, importer) => {
				const start = relative(source.value, filename, context.settings, context)
				if (!projectFile(start) || start === filename) return
				const cameFrom = new Map([[start, null]])
				const queue = [start]
				while (queue.length > 0) {
					const file = queue.shift()
					for (const specifier of specifiersOf(file)) {
						const next = relative(specifier, file, context.settings, context)
						if (next === filename) {
							const route = [filename]
							for (let step = file; step; step = cameFrom.get(step)) route.splice(1, 0, step)
							route.push(filename)
							context.report({ node: importer, messageId: 'cycle', data: { route: route.map(name).join(' → ') } })
							return
						}
						if (!projectFile(next) || cameFrom.has(next)) continue
						cameFrom.set(next, file)
						queue.push(next)
					}
				}
			},
			{ commonjs: true },
		)
	},
}

export default tseslint.config(
	{ ignores: ['build/', '.react-router/', 'test-results/', 'node_modules/', 'tests/lint/fixtures/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	jsxA11y.flatConfigs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'no-warning-comments': ['error', { terms: ['fixme'] }],
			'check-file/filename-naming-convention': [
				'error',
				{ '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
				{ ignoreMiddleExtensions: true },
			],
			'check-file/folder-naming-convention': ['error', { 'app/**/': 'KEBAB_CASE' }],
		},
	},
	{
		// Pure modules: compute, schema, catalogue and lib never touch React.
		files: ['app/**/compute.ts', 'app/**/schema.ts', 'app/catalogue/**/*.ts', 'app/lib/**/*.ts'],
		ignores: ['app/lib/use-*.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['react', 'react-dom', 'react-router', 'lucide-react'],
							message: 'Pure modules do not import React.',
						},
					],
				},
			],
		},
	},
	{
		// Walls between layers (docs/decisions/073-import-walls.md): no import circles anywhere, type
		// imports included; lib and the catalogue stand alone; components sit below calculators, families
		// and the estimate; no family or calculator imports another.
		plugins: { 'import-x': importX, walls: { rules: { 'no-type-cycle': noTypeCycle } } },
		settings: {
			'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
			'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
			'import-x/external-module-folders': ['node_modules'],
			// tsconfig's paths give `#app/*` (as package.json's imports do).
			'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
		},
		rules: {
			'import-x/no-cycle': ['error', { ignoreExternal: true }],
			'walls/no-type-cycle': 'error',
		},
	},
	{
		files: ['app/**/*.{ts,tsx}'],
		ignores: ['app/**/*.test.{ts,tsx}'],
		rules: {
			'import-x/no-restricted-paths': [
				'error',
				{
					basePath: root,
					zones: [
						{
							target: './app/lib',
							from: './app',
							except: ['./lib'],
							message: 'app/lib imports nothing from app/ outside app/lib.',
						},
						{
							target: './app/catalogue',
							from: './app',
							except: ['./lib', './config', './catalogue'],
							message: 'app/catalogue imports only from app/lib, app/config and app/catalogue.',
						},
						{
							target: './app/components',
							from: ['./app/calculators', './app/estimate'],
							message: 'Components sit below the calculators and the estimate: they do not import them.',
						},
						...familyZones(),
					],
				},
			],
		},
	},
)
