import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { lengthHint, readHint } from '#app/components/wall-finish/length-hint.ts'
import { SizeEntryList } from '#app/components/wall-finish/size-entry-list.tsx'
import { createEntryId } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import { finishLengthUnit } from '#app/families/wall-finish/entries.ts'
import { FINISH_LENGTH_LIMITS } from '#app/families/wall-finish/schema.ts'
import { createWallpaperWall, rollUnits, type WallpaperValues, type WallpaperWallValues } from './schema.ts'

/** The walls: length and height, and a skirting board that can be left unpapered. */
export function WallList({
	values,
	errors,
	focusFirstField,
	onWallsChange,
}: {
	values: WallpaperValues
	errors: FieldErrors
	focusFirstField: boolean
	onWallsChange: (walls: ReadonlyArray<WallpaperWallValues>) => void
}) {
	const unit = finishLengthUnit(values)
	const { small } = rollUnits(values.unit)
	const { step } = FINISH_LENGTH_LIMITS[unit]
	const hint = (value: number) => lengthHint(value, unit)
	return (
		<SizeEntryList
			legend="Walls"
			prefix="Wall"
			addLabel="Add Wall"
			entries={values.walls}
			onEntriesChange={onWallsChange}
			createEntry={(name) => createWallpaperWall(name, createEntryId('wall'))}
			fields={[
				{ key: 'length', label: 'Length', unit, step, hint },
				{ key: 'height', label: 'Height', unit, step, hint },
			]}
			errors={errors}
			errorPath="walls"
			minEntries={1}
			focusFirstField={focusFirstField}
			renderExtra={(wall, update, label, index) => {
				const text = wall.skirtingHeight
				const error = text.trim() === '' ? undefined : errors[`walls.${index}.skirtingHeight`]
				return (
					<>
						<CheckboxField
							label="Exclude Skirting Board"
							context={label}
							checked={!wall.includeSkirting}
							onCheckedChange={(exclude) => update({ includeSkirting: !exclude })}
						/>
						{wall.includeSkirting ? null : (
							<NumberField
								label="Skirting Height"
								context={label}
								unit={small}
								value={text}
								onValueChange={(skirtingHeight) => update({ skirtingHeight })}
								min={0}
								step={1}
								hint={error ? undefined : readHint(text, (value) => lengthHint(value, small))}
								error={error}
							/>
						)}
					</>
				)
			}}
		/>
	)
}
