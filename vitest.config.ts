import { defineConfig } from 'vitest/config'

// Unit and component tests only; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'server/**/*.test.mjs'],
		environment: 'node',
		setupFiles: ['./tests/setup-unit.ts'],
	},
})
