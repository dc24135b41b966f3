import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/chromium-path.mjs'

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4317)
export const BASE_URL = `http://127.0.0.1:${PORT}`

// Browser tests run against the production build served by server.mjs (built by `npm run test:e2e`).
export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	reporter: [['list']],
	timeout: 30_000,
	expect: { timeout: 5_000 },
	use: {
		baseURL: BASE_URL,
		trace: 'off',
		// Only the offline tests let the service worker register (test.use in those files): elsewhere its precache of
		// the whole site (243 files) in every test's browser took about 30 % of the run's time.
		serviceWorkers: 'block',
		launchOptions: {
			executablePath: testBrowserPath(),
			args: CHROMIUM_ARGS,
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		command: 'node server.mjs',
		url: `${BASE_URL}/`,
		env: { PORT: String(PORT), HOST: '127.0.0.1' },
		reuseExistingServer: false,
		timeout: 30_000,
	},
})
