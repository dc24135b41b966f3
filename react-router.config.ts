import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/catalogue/routes-to-prerender.ts'

export default {
	ssr: false,
	prerender: prerenderPaths,
} satisfies Config
