import { ResultNote } from '#app/components/results/result-note.tsx'
import { SAFETY_NOTE } from './standard.ts'

/** §0: the safety note every electrical results view shows above its tips, as a warning. */
export function SafetyNote() {
	return (
		<ResultNote>
			<strong>{SAFETY_NOTE}</strong>
		</ResultNote>
	)
}
