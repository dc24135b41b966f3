/**
 * Build-time settings (docs/decisions/007-site-configuration-and-ads.md): the public URL and contact address come from
 * VITE_SITE_URL and VITE_CONTACT_EMAIL; nothing else is configured. The defaults use the
 * reserved .example domain so an unconfigured build is obvious.
 */
export const SITE_NAME = 'Calcwright'
export const SITE_TAGLINE = 'Free construction calculators'
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'https://calcwright.example').replace(/\/+$/, '')
export const CONTACT_EMAIL = import.meta.env.VITE_CONTACT_EMAIL ?? 'hello@calcwright.example'
/** Ad client id; unset by default, so no ad markup is rendered and no third-party request is made. */
export const AD_CLIENT = import.meta.env.VITE_AD_CLIENT ?? ''

export const POPULAR_FOOTER_LINKS = [
	{ name: 'Deck Board Estimator', path: '/calculators/deck-board-estimator' },
	{ name: 'Paint Calculator', path: '/calculators/paint-calculator' },
	{ name: 'Concrete Volume Calculator', path: '/calculators/concrete-volume' },
] as const

export const POPULAR_FALLBACK_LINKS = [
	{ name: 'Deck Board Estimator', path: '/calculators/deck-board-estimator' },
	{ name: 'Paint Calculator', path: '/calculators/paint-calculator' },
	{ name: 'Tile Calculator', path: '/calculators/tile-calculator' },
	{ name: 'Concrete Volume Calculator', path: '/calculators/concrete-volume' },
] as const

export const COMPANY_LINKS = [
	{ name: 'About Us', path: '/about' },
	{ name: 'Contact Us', path: '/contact' },
	{ name: 'Privacy Policy', path: '/privacy-policy' },
] as const

/** Total time of the seed's 'Calculating...' state. */
export const CALCULATION_DELAY_MS = 500
