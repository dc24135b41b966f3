import { EstimateTools } from '#app/estimate/estimate-tools.tsx'
import { ShareActions } from '#app/components/results/share-actions.tsx'

/** What serves a result once it is there: the estimate tools, then Copy link and Share (loaded after the page). */
export function ResultTools() {
	return (
		<>
			<EstimateTools />
			<ShareActions />
		</>
	)
}
