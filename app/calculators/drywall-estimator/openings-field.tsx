import { Plus, X } from 'lucide-react'
import fieldStyles from '#app/components/form/fields.module.css'
import styles from './drywall.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { createEntryId } from '#app/lib/entries.ts'

type Opening<TSecond extends 'height' | 'length'> = { id: string; width: string } & Record<TSecond, string>

/**
 * The openings of one wall (width × height) or of the ceiling (width × length). They can be added and removed
 * at any time (default none); each field's accessible name carries its owner: 'Wall 2 Opening 1 Width'.
 */
export function OpeningsField<TSecond extends 'height' | 'length'>({
	owner,
	second,
	openings,
	unit,
	errorFor,
	onOpeningsChange,
}: {
	owner: string
	second: TSecond
	openings: ReadonlyArray<Opening<TSecond>>
	unit: string
	/** The visible error of an opening's field, by index and field. */
	errorFor: (index: number, field: 'width' | TSecond) => string | undefined
	onOpeningsChange: (openings: ReadonlyArray<Opening<TSecond>>) => void
}) {
	const secondLabel = second === 'height' ? 'Height' : 'Length'
	const update = (id: string, patch: Partial<Record<'width' | TSecond, string>>) =>
		onOpeningsChange(openings.map((opening) => (opening.id === id ? { ...opening, ...patch } : opening)))
	return (
		<div className={styles.openings}>
			{openings.map((opening, index) => {
				const name = `${owner} Opening ${index + 1}`
				return (
					<div key={opening.id} className={styles.opening} role="group" aria-label={name}>
						<NumberField
							label={`Opening ${index + 1} Width`}
							context={owner}
							unit={unit}
							value={opening.width}
							onValueChange={(value) =>
								update(opening.id, { width: value } as Partial<Record<'width' | TSecond, string>>)
							}
							min={0.1}
							step={0.1}
							error={errorFor(index, 'width')}
						/>
						<NumberField
							label={`Opening ${index + 1} ${secondLabel}`}
							context={owner}
							unit={unit}
							value={opening[second]}
							onValueChange={(value) =>
								update(opening.id, { [second]: value } as Partial<Record<'width' | TSecond, string>>)
							}
							min={0.1}
							step={0.1}
							error={errorFor(index, second)}
						/>
						<button
							type="button"
							className={fieldStyles.remove}
							onClick={() => onOpeningsChange(openings.filter((item) => item.id !== opening.id))}
						>
							<X aria-hidden="true" size={18} />
							<span className="visually-hidden">{`Remove ${name}`}</span>
						</button>
					</div>
				)
			})}
			<button
				type="button"
				className="button button--secondary"
				onClick={() =>
					onOpeningsChange([...openings, { id: createEntryId('opening'), width: '', [second]: '' } as Opening<TSecond>])
				}
			>
				<Plus aria-hidden="true" size={18} />
				Add Opening<span className="visually-hidden">{` to ${owner}`}</span>
			</button>
		</div>
	)
}
