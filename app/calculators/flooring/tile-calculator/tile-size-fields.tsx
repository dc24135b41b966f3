import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { formatEntered } from '#app/lib/format.ts'
import { mmToIn } from '#app/lib/units.ts'
import { TILE_LENGTH_LABEL, TILE_WIDTH_LABEL } from './fields.ts'
import { DEFAULT_TILE_SIZE_MM, readTileSize, splitTileSize, TILE_SIZE_BOUNDS, type TileValues } from './schema.ts'

const TILE_SIZE_FIELDS = [
	{ key: 'tileLength', label: TILE_LENGTH_LABEL },
	{ key: 'tileWidth', label: TILE_WIDTH_LABEL },
] as const

/**
 * Under a tile size: the standard size when it is blank (docs/calculators/tile-calculator.md §2), inches for
 * imperial users.
 */
function tileSizeHint(text: string, isImperial: boolean) {
	if (text.trim() === '') return `Blank, so the standard ${DEFAULT_TILE_SIZE_MM} mm is used`
	const pair = splitTileSize(text)
	if (pair) return `= ${pair.tileLength} × ${pair.tileWidth} mm: fills both fields`
	const parsed = readTileSize(text)
	return parsed.ok && isImperial ? `= ${formatEntered(mmToIn(parsed.value))} in` : undefined
}

/** Tile length and width, always in millimetres; a whole size typed into one is split into both when it is left. */
export function TileSizeFields(form: FormProps<TileValues>) {
	const { values, update } = form
	return (
		<fieldset className={fieldStyles.fieldset}>
			<legend className={fieldStyles.label}>Tile Size</legend>
			<div className={styles.fields}>
				{TILE_SIZE_FIELDS.map(({ key, label }) => (
					<NumberField
						key={key}
						label={label}
						unit="mm"
						{...textField(form, key)}
						onBlur={() => {
							const pair = splitTileSize(values[key])
							if (pair) update(pair)
						}}
						min={TILE_SIZE_BOUNDS.min}
						max={TILE_SIZE_BOUNDS.max}
						step={1}
						hint={tileSizeHint(values[key], values.unit === 'imperial')}
						showsTotal={!splitTileSize(values[key])}
					/>
				))}
			</div>
		</fieldset>
	)
}
