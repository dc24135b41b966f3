/// <reference types="vite/client" />

interface ImportMetaEnv {
	readonly VITE_SITE_URL?: string
	readonly VITE_CONTACT_EMAIL?: string
	readonly VITE_AD_CLIENT?: string
}

/** One calculator's sentence from app/catalogue/descriptions.ts (the plugin in vite.config.ts). */
declare module 'calculator-description:*' {
	const description: string
	export default description
}

/** Every calculator's name by its id, from app/catalogue/calculators.ts (the plugin in vite.config.ts). */
declare module 'calculator-names' {
	const names: Readonly<Record<string, string>>
	export default names
}

/** One calculator's 'How it's calculated' section as HTML, for its route's loader only (the plugin in vite.config.ts). */
declare module 'calculator-method:*' {
	const method: string
	export default method
}
