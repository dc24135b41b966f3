import { Plus, X } from '#app/components/icons.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { createEntryId } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import styles from './drywall.module.css'

type Opening<TSecond extends 'height' | 'length'> = { id: string; width: string } & Record<TSecond, string>
type Sizes<TSecond extends 'height' | 'length'> = Partial<Record<'width' | TSecond, string>>

/**
 * Where focus goes as an opening is removed, as in every list (EntryList): the next opening's first field, else the
 * one before's, else 'Add Opening'; never the page, which would send a keyboard user back to its top.
 */
function focusAfterRemoving(removeButton: HTMLElement) {
	const opening = removeButton.closest('[role="group"]')
	const next = opening?.nextElementSibling
	const previous = opening?.previousElementSibling
	const neighbour = next?.getAttribute('role') === 'group' ? next : previous
	const target = neighbour?.querySelector('input') ?? next
	if (target instanceof HTMLElement) target.focus()
}

/**
 * The openings of one wall (width × height) or of the ceiling (width × length). They can be added and removed
 * at any time (default none); each field's accessible name carries its owner: 'Wall 2 Opening 1 Width'.
 * Errors are read from `errors` under `errorPath` ('openings.0.width' in a wall's own errors).
 */
export function OpeningsField<TSecond extends 'height' | 'length'>({
	owner,
	second,
	openings,
	unit,
	errors,
	errorPath,
	onOpeningsChange,
}: {
	owner: string
	second: TSecond
	openings: ReadonlyArray<Opening<TSecond>>
	unit: string
	errors: FieldErrors
	errorPath: string
	onOpeningsChange: (openings: ReadonlyArray<Opening<TSecond>>) => void
}) {
	const secondLabel = second === 'height' ? 'Height' : 'Length'
	const update = (id: string, patch: Sizes<TSecond>) =>
		onOpeningsChange(openings.map((opening) => (opening.id === id ? { ...opening, ...patch } : opening)))
	return (
		<div className={styles.openings}>
			{openings.map((opening, index) => {
				const name = `${owner} Opening ${index + 1}`
				const sizeField = (key: 'width' | TSecond, label: string) => (
					<NumberField
						label={`Opening ${index + 1} ${label}`}
						context={owner}
						unit={unit}
						value={opening[key]}
						onValueChange={(value) => update(opening.id, { [key]: value } as Sizes<TSecond>)}
						min={0.1}
						step={0.1}
						error={errors[`${errorPath}.${index}.${key}`]}
					/>
				)
				return (
					<div key={opening.id} className={styles.opening} role="group" aria-label={name}>
						{sizeField('width', 'Width')}
						{sizeField(second, secondLabel)}
						<button
							type="button"
							className={fieldStyles.remove}
							onClick={(event) => {
								focusAfterRemoving(event.currentTarget)
								onOpeningsChange(openings.filter((item) => item.id !== opening.id))
							}}
						>
							<X size={18} />
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
				<Plus size={18} />
				Add Opening<span className="visually-hidden">{` to ${owner}`}</span>
			</button>
		</div>
	)
}
