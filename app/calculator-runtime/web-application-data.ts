import type { WebApplication, WithContext } from 'schema-dts'
import { calculatorPath } from '#app/catalogue/calculator-path.ts'
import type { CalculatorEntry } from '#app/catalogue/calculators.ts'
import { SITE_NAME, SITE_URL } from '#app/config/site.ts'

/** schema.org WebApplication describing a calculator page: free, runs in any modern browser. */
export function webApplicationJsonLd(
	entry: CalculatorEntry,
	categoryName: string,
	description: string,
): WithContext<WebApplication> {
	return {
		'@context': 'https://schema.org',
		'@type': 'WebApplication',
		name: entry.name,
		description,
		url: `${SITE_URL}${calculatorPath(entry.id)}`,
		applicationCategory: 'UtilitiesApplication',
		applicationSubCategory: `${categoryName} calculator`,
		operatingSystem: 'Any',
		browserRequirements: 'Requires JavaScript',
		isAccessibleForFree: true,
		inLanguage: 'en',
		offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
		publisher: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
	}
}
