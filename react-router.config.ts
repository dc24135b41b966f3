import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/catalogue/routes-to-prerender.ts'

export default {
	ssr: false,
	prerender: prerenderPaths,
	// Opt in to v8 behaviour now so the upgrade is a version bump.
	future: {
		v8_middleware: true,
		v8_passThroughRequests: true,
		v8_splitRouteModules: true,
		v8_trailingSlashAwareDataRequests: true,
		v8_viteEnvironmentApi: true,
	},
} satisfies Config
