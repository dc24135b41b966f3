import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { calculatorDescriptions } from './app/catalogue/descriptions.ts'

const STARTUP_CHUNKS = ['react', 'react-router', 'site']

const REACT = /node_modules\/(react|react-dom|scheduler)\//
const REACT_ROUTER = /node_modules\/(react-router|cookie|set-cookie-parser)\//
const CALCULATOR_KIT =
	/\/app\/(calculator-runtime|components\/(form|results))\/|\/app\/lib\/(parse-decimal|read-number|parse-length|feet-inches|number-input|format|units|rounding|unit-change|length-hint|calculation-error)\.ts|\/node_modules\/valibot\/|\/app\/estimate\/(?!project-|use-shared-project|export-formats)|\/app\/kept-state\/(address|drafts)\.ts/
const LISTS = /\/app\/(components\/form\/entry-list\.tsx|lib\/entries\.ts)/
const CATALOGUE_UI =
	/\/app\/(components\/(catalogue|search)\/|catalogue\/(descriptions|search|list-groups)\.ts)|\/node_modules\/lucide-react\//
const SITE =
	/\/app\/(components\/layout\/|lib\/(use-hydrated|title-case|page-meta)\.ts|catalogue\/|config\/|kept-state\/project-count\.ts|root\.tsx|routes\/site-layout\.tsx|components\/icons\.tsx)/

/**
 * Few, well-cached chunks, because every request costs a round trip on a phone: the framework and
 * the site shell (with the root route's code) on every page; the catalogue UI (search, descriptions,
 * category icons from lucide-react) only on home, the list and the Coming Soon and 404 pages;
 * the calculator kit (the runtime, form fields, results, validation with valibot, the estimate tools)
 * only on calculator pages, and its lists of walls, rooms, runs or rows only on those that have one;
 * one chunk per route. Loaded when needed: the project's reader (kept-state/project-store.ts, for Add
 * to project and the header's count) and the CSV and text writers (once results show).
 * Code shared by a few calculators only is left to Rollup, which puts it in a chunk of its own.
 */
function chunkFor(id: string) {
	// The helper for import() (below): the site shell loads the project's reader with one (the header's count).
	if (id === PRELOAD_HELPER) return 'site'
	// CSV and text: on a calculator page they load with the results (estimate-tools.tsx), not with the page.
	if (id.endsWith('/app/estimate/export-formats.ts')) return 'export-formats'
	if (REACT.test(id)) return 'react'
	if (REACT_ROUTER.test(id)) return 'react-router'
	if (LISTS.test(id)) return 'lists'
	if (CALCULATOR_KIT.test(id)) return 'calculator-kit'
	if (CATALOGUE_UI.test(id)) return 'catalogue-ui'
	if (SITE.test(id)) return 'site'
	return undefined
}

const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Vite wraps every import() in a helper (0.7 KB gzip on every page) that first preloads the imported
 * chunk's dependencies and CSS. The site's lazy chunks (the project's reader, the CSV and text
 * writers) need neither: they have no CSS, and their dependencies are the calculator kit and the site
 * shell, which need not bring their CSS along. So the helper only imports (with `build.modulePreload:
 * false`, no list of dependencies is written), and the build stops if a lazy chunk has CSS of its own.
 */
function plainDynamicImports(): Plugin {
	return {
		name: 'plain-dynamic-imports',
		enforce: 'pre',
		load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : null),
		generateBundle: {
			order: 'post',
			handler(_, bundle) {
				for (const chunk of Object.values(bundle)) {
					if (chunk.type !== 'chunk') continue
					if (chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size) {
						this.error(`${chunk.fileName} is imported lazily with CSS, which plainDynamicImports would not load`)
					}
					// The dependencies' CSS Vite still lists for the helper, which does not use them; and the
					// helper's calls, `h(() => import('./x.js'), void 0)`, are the import itself.
					chunk.code = chunk.code
						.replace(/^const __vite__mapDeps=.*\n/m, '')
						.replaceAll(/__vite__mapDeps\(\[[\d,]*\]\)/g, 'void 0')
						.replaceAll(/\b[\w$]+\(\(\)=>(import\("[^"]+"\)(?:\.then\(([\w$]+)=>\2\.[\w$]+\))?),void 0\)/g, '$1')
				}
			},
		},
	}
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

export default defineConfig({
	plugins: [
		reactRouter(),
		calculatorDescriptionModules(),
		plainDynamicImports(),
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
		modulePreload: false,
		minify: 'terser',
		terserOptions: { compress: { passes: 2 } },
		rollupOptions: {
			output: {
				manualChunks: chunkFor,
			},
		},
	},
})
