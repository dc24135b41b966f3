import { ResultNote } from '#app/components/results/result-note.tsx'
import { SAFETY_NOTE } from './safety-note-text.ts'

/** The safety note every electrical results view shows above its tips, in the site's warning box. */
export function SafetyNote() {
	return <ResultNote>{SAFETY_NOTE}</ResultNote>
}
