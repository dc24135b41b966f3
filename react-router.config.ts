import type { Config } from '@react-router/dev/config'
import { NOT_BUILT_PATHS } from './app/catalogue/not-built.ts'
import { NOT_FOUND_PATH, prerenderPaths } from './app/catalogue/routes-to-prerender.ts'
import { SITE_URL } from './app/config/site.ts'
import { finishBuild } from './scripts/postbuild.mjs'

export default {
	ssr: false,
	prerender: prerenderPaths,
	// Every page is pre-rendered; the build ends by readying them for static hosting (scripts/postbuild.mjs).
	buildEnd: () =>
		finishBuild({ prerenderPaths, notFoundPath: NOT_FOUND_PATH, notBuiltPaths: NOT_BUILT_PATHS, siteUrl: SITE_URL }),
	// Opt in to v8 behaviour now so the upgrade is a version bump.
	future: {
		v8_middleware: true,
		v8_passThroughRequests: true,
		v8_splitRouteModules: true,
		v8_trailingSlashAwareDataRequests: true,
		v8_viteEnvironmentApi: true,
	},
} satisfies Config
