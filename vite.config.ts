import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { calculators } from './app/catalogue/calculators.ts'
import { calculatorDescriptions } from './app/catalogue/descriptions.ts'
import { methodHtml } from './scripts/calculator-docs.mjs'

const STARTUP_CHUNKS = ['react', 'react-router', 'site']

const REACT = /node_modules\/(react|react-dom|scheduler)\//
const REACT_ROUTER = /node_modules\/(react-router|cookie|set-cookie-parser)\//
const CALCULATOR_KIT =
	/\/app\/(calculator-runtime\/(?!result-tools)|components\/form\/(?!option-cards|unit-system-field|entry-fields)|components\/results\/(?!result-tools|share-actions|results-card|results-table|input-summary|tips-list|result-note))|\/app\/lib\/(parse-decimal|read-number|parse-length|feet-inches|number-input|format|units|unit-change|length-hint|length-sum|calculation-error)\.ts|\/node_modules\/valibot\/|\/app\/estimate\/(?!project-|use-shared-project|estimate-tools|export-formats|shopping-list|shown-list|take-away|quantity-text|working-text)|\/app\/kept-state\/(address|drafts|calculator-inputs)\.ts/
const CHOICE_FIELDS = /\/app\/components\/form\/(option-cards|unit-system-field)\.tsx/
const LISTS = /\/app\/(components\/form\/entry-(list\.tsx|actions\.ts)|lib\/entries\.ts)/
/** The list of calculators, for the pages that list or name them all (home, the list, about, the project, 404). */
const CATALOGUE = /\/app\/catalogue\/(calculators|not-built|routes-to-prerender)\.ts/
const CATALOGUE_UI =
	/\/app\/(components\/(catalogue|search)\/|catalogue\/(descriptions|search|list-groups)\.ts)|\/node_modules\/lucide-react\//
const SITE =
	/\/app\/(components\/layout\/|lib\/(use-hydrated|title-case|when-loaded-and-idle)\.ts|catalogue\/(categories|calculator-path|calculator-match)\.ts|config\/|kept-state\/(storage|draft-keys|project-count)\.ts|root\.tsx|routes\/site-layout\.tsx|components\/icons\.tsx)/

/**
 * Few, well-cached chunks, because every request costs a round trip on a phone: the framework and
 * the site shell (with the root route's code) on every page; the catalogue UI (search, descriptions,
 * category icons from lucide-react) only on home, the list and the Coming Soon and 404 pages;
 * the calculator kit (the runtime, form fields, results, validation with valibot, kept inputs) only
 * on calculator pages, its lists of walls, rooms, runs or rows only on those that have one, and its unit
 * system radios and option cards only on those that show them (the electrical pages do not); one
 * chunk per route. Loaded when needed (decision 071): the result tools (working, prices, project, CSV,
 * text, print, Copy link, Share) and the service worker's registration once the page is idle, the
 * project's reader (kept-state/project-store.ts) for the header's count once there is a project, and
 * the error page when a page breaks.
 * Code shared by a few calculators only is left to Rollup, which puts it in a chunk of its own.
 */
function chunkFor(id: string) {
	// Vite's loader of lazy chunks: in the shell, or the first chunk to use it would be loaded on every page.
	if (id.includes('vite/preload-helper')) return 'site'
	if (REACT.test(id)) return 'react'
	if (REACT_ROUTER.test(id)) return 'react-router'
	if (LISTS.test(id)) return 'lists'
	if (CHOICE_FIELDS.test(id)) return 'choice-fields'
	if (CALCULATOR_KIT.test(id)) return 'calculator-kit'
	if (CATALOGUE.test(id)) return 'catalogue'
	if (CATALOGUE_UI.test(id)) return 'catalogue-ui'
	if (SITE.test(id)) return 'site'
	return undefined
}

const DESCRIPTION_MODULE = 'calculator-description:'

/**
 * `import description from 'calculator-description:<id>'` gives one calculator's sentence from
 * app/catalogue/descriptions.ts as a module of its own, so its page does not load every calculator's.
 */
function calculatorDescriptionModules(): Plugin {
	return {
		name: 'calculator-descriptions',
		resolveId: (id) => (id.startsWith(DESCRIPTION_MODULE) ? `\0${id}` : null),
		load(id) {
			if (!id.startsWith(`\0${DESCRIPTION_MODULE}`)) return null
			const calculatorId = id.slice(DESCRIPTION_MODULE.length + 1)
			const description = (calculatorDescriptions as Record<string, string | undefined>)[calculatorId]
			if (!description) this.error(`No description for ${calculatorId} in app/catalogue/descriptions.ts`)
			return `export default ${JSON.stringify(description)}`
		},
	}
}

const NAMES_MODULE = 'calculator-names'

/**
 * `import names from 'calculator-names'` gives every calculator's name by its id: what the project page needs of
 * the catalogue, without the categories, paths and pages to pre-render.
 */
export function calculatorNamesModule(): Plugin {
	return {
		name: 'calculator-names',
		resolveId: (id) => (id === NAMES_MODULE ? `\0${id}` : null),
		load: (id) =>
			id === `\0${NAMES_MODULE}`
				? `export default ${JSON.stringify(Object.fromEntries(calculators.map(({ id, name }) => [id, name])))}`
				: null,
	}
}

const METHOD_MODULE = 'calculator-method:'

/**
 * `import method from 'calculator-method:<id>'` gives the calculator's 'How it's calculated' section as HTML, from
 * docs/calculators/<id>.md (issue #28). Only a route's loader imports it, which runs as the page is pre-rendered: the
 * browser's code never carries it, and a calculator without its file fails the build.
 */
function calculatorMethodModules(): Plugin {
	return {
		name: 'calculator-methods',
		resolveId: (id) => (id.startsWith(METHOD_MODULE) ? `\0${id}` : null),
		load(id) {
			if (!id.startsWith(`\0${METHOD_MODULE}`)) return null
			if (this.environment.name === 'client') this.error(`${id.slice(1)} is for a route's loader, not the browser`)
			return `export default ${JSON.stringify(methodHtml(id.slice(METHOD_MODULE.length + 1)))}`
		},
	}
}

export default defineConfig({
	plugins: [
		reactRouter(),
		calculatorDescriptionModules(),
		calculatorNamesModule(),
		calculatorMethodModules(),
		{
			// A route's chunk may also export what its lazily loaded results view shares with it, instead of becoming
			// a re-export facade: one request fewer per page, and a smaller manifest. (React Router sets the client's
			// option itself, so this sets it after.)
			name: 'route-chunks-without-facades',
			configEnvironment(name, config) {
				if (name !== 'client') return
				config.build ??= {}
				config.build.rollupOptions = { ...config.build.rollupOptions, preserveEntrySignatures: 'allow-extension' }
			},
		},
		{
			// Chrome compiles every function of a chunk marked so on the thread that streams it in, instead
			// of one by one on the main thread as hydration first calls them (V8 explicit compile hints).
			// Only for the chunks whose code nearly all runs while a page hydrates.
			name: 'compile-hints',
			renderChunk: {
				order: 'post',
				handler: (code, chunk) =>
					STARTUP_CHUNKS.includes(chunk.name) ? `//# allFunctionsCalledOnLoad\n${code}` : null,
			},
		},
	],
	build: {
		assetsInlineLimit: 0,
		minify: 'terser',
		terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } },
		rollupOptions: {
			output: {
				manualChunks: chunkFor,
			},
		},
	},
})
