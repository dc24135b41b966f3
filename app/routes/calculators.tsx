import { CalculatorList } from '#app/components/catalogue/calculator-list.tsx'
import { pageMeta } from '#app/config/page-meta.ts'

// No title here: the list renders its own, which follows ?category and ?search after hydration.
export const meta = () =>
	pageMeta({
		description:
			'Browse every free construction, flooring, painting, landscaping, plumbing, electrical and HVAC calculator.',
		path: '/calculators',
	})

export default function CalculatorsRoute() {
	return <CalculatorList />
}
