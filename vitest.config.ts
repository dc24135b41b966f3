import { defineConfig } from 'vitest/config'

// Unit and component tests only; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
	resolve: { tsconfigPaths: false },
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
		environment: 'node',
		setupFiles: ['./tests/setup-unit.ts'],
	},
})
