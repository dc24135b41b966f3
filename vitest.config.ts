import { defineConfig } from 'vitest/config'
import { calculatorNamesModule } from './vite.config.ts'

// Unit and component tests only; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
	plugins: [calculatorNamesModule()],
	test: {
		include: [
			'app/**/*.test.{ts,tsx}',
			'scripts/**/*.test.{ts,mjs}',
			'server/**/*.test.mjs',
			'tests/lint/**/*.test.ts',
			'tests/docs/**/*.test.ts',
		],
		environment: 'node',
		setupFiles: ['./tests/setup-unit.ts'],
		// No unit test is a timing test (the benches time things): rendering 200 rows in jsdom takes 1-2 s alone
		// and over 5 s on 2 busy cores, which must not fail CI.
		testTimeout: 30_000,
	},
})
