import { EntryList } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import { OpeningsField } from './openings-field.tsx'
import type { WallValues } from './schema.ts'

/** Walls with their openings; a wall can be removed only while more than one exists (seed 001 §4). */
export function WallsField({
	walls,
	unit,
	errorFor,
	focusFirstField,
	onWallsChange,
}: {
	walls: ReadonlyArray<WallValues>
	unit: string
	/** The visible error at a path below the walls, e.g. '0.length' or '1.openings.0.width'. */
	errorFor: (path: string) => string | undefined
	/** Focus returns to the first length after 'Start New Calculation'. */
	focusFirstField: boolean
	onWallsChange: (walls: ReadonlyArray<WallValues>) => void
}) {
	return (
		<EntryList<WallValues>
			legend="Walls"
			entries={walls}
			onEntriesChange={onWallsChange}
			minEntries={1}
			addActions={[
				{
					label: 'Add Wall',
					create: (current) => ({
						id: createEntryId('wall'),
						name: nextEntryName(current, 'Wall'),
						length: '',
						height: '',
						openings: [],
					}),
				},
			]}
			renderFields={(wall, update, label) => {
				const index = walls.indexOf(wall)
				return (
					<>
						<NumberField
							label="Length"
							context={label}
							unit={unit}
							value={wall.length}
							onValueChange={(length) => update({ length })}
							min={0.1}
							step={0.1}
							error={errorFor(`${index}.length`)}
							// eslint-disable-next-line jsx-a11y/no-autofocus
							autoFocus={focusFirstField && index === 0}
						/>
						<NumberField
							label="Height"
							context={label}
							unit={unit}
							value={wall.height}
							onValueChange={(height) => update({ height })}
							min={0.1}
							step={0.1}
							error={errorFor(`${index}.height`)}
						/>
						<OpeningsField
							owner={label}
							second="height"
							openings={wall.openings}
							unit={unit}
							errorFor={(opening, field) => errorFor(`${index}.openings.${opening}.${field}`)}
							onOpeningsChange={(openings) => update({ openings })}
						/>
					</>
				)
			}}
		/>
	)
}
