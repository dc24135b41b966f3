import type { Page } from '@playwright/test'

/** One filled-in form per built calculator, with the key figure it gives (worked by hand in each comment). */
export type SampleEstimate = {
	path: string
	/** Text fields by exact accessible name. */
	fields: Record<string, string>
	/** Choices a person makes before typing (cards, selects). */
	choose?: (page: Page) => Promise<void>
	headline: { label: string; value: string }
	/** Fields a unit system change keeps (they do not depend on the length unit); every other field starts again. */
	keptOnUnitChange?: ReadonlyArray<string>
	/** Fields a unit system change fills with the new system's defaults (the plumbing calculators, decision 059). */
	defaultsAfterUnitChange?: Record<string, string>
	/** The radio that changes the unit system, where it is not 'Imperial…' (the electrical standard toggle). */
	unitSwitch?: string
}

export const SAMPLE_ESTIMATES: ReadonlyArray<SampleEstimate> = [
	{
		// 3600 / (140 + 5) = 24.8 → 25 boards a row; 4800 / 4800 = 1 row; 25 × 1.1 = 27.5 → 28
		path: '/calculators/deck-board-estimator',
		fields: {
			'Deck Length': '4800',
			'Deck Width': '3600',
			'Board Width': '140',
			'Board Length': '4800',
			'Gap Between Boards': '5',
		},
		headline: { label: 'Total Boards Required', value: '28' },
	},
	{
		// 3000 × 2400 mm = 7.2 m² × 1.1 = 7.92 m² / 0.09 m² = 88 tiles
		path: '/calculators/tile-calculator',
		fields: { 'Wall 1 Length': '3000', 'Wall 1 Width': '2400' },
		headline: { label: 'Total Tiles Needed', value: '88' },
	},
	{
		// 100 m² × 0.015 kg/m² (Kentucky bluegrass) = 1.5 kg
		path: '/calculators/grass-seed-calculator',
		fields: { Area: '100' },
		headline: { label: 'Total Seed Needed', value: '1.50 kg' },
	},
	{
		// 5 × 4 × 0.1 = 2 m³ × 1.1 = 2.2 m³ × 1.4 t/m³ = 3.08 t
		path: '/calculators/topsoil-calculator',
		keptOnUnitChange: ['Depth'],
		fields: { Length: '5', Width: '4', Depth: '10' },
		headline: { label: 'Total Weight Needed', value: '3.08 tonnes' },
	},
	{
		// 5 × 4 × 0.05 = 1 m³ × 1.1 = 1.1 m³ × 0.4 t/m³ (bark) = 0.44 t
		path: '/calculators/mulch-calculator',
		keptOnUnitChange: ['Depth'],
		fields: { Length: '5', Width: '4', Depth: '5' },
		headline: { label: 'Total Weight Needed', value: '0.44 tonnes' },
	},
	{
		// 5 × 4 × 0.05 = 1 m³ × 1.1 = 1.1 m³ × 1.6 t/m³ (pea) = 1.76 t
		path: '/calculators/gravel-calculator',
		keptOnUnitChange: ['Depth'],
		fields: { Length: '5', Width: '4', Depth: '5' },
		headline: { label: 'Total Weight Needed', value: '1.76 tonnes' },
	},
	{
		// 9 m of 1.83 m panels on 100 mm posts: 9 / (1.83 + 0.1) = 4.66 → 5 panels
		path: '/calculators/fence-calculator',
		fields: { 'Section 1 Length': '9' },
		headline: { label: 'Fence panels', value: '5' },
	},
	{
		// 5 × 4 = 20 m² of 600 × 600 slabs, stack 3 %: 20 × 1.03 ÷ (0.61 × 0.61) = 55.36 → 56
		path: '/calculators/paver-calculator',
		fields: { 'Area 1 Length': '5', 'Area 1 Width': '4' },
		headline: { label: 'Slabs to buy', value: '56' },
	},
	{
		// 12 m² / 2.88 m² × 1.1 = 4.58 → 5 boards
		path: '/calculators/drywall-estimator',
		choose: async (page) => {
			await page.getByRole('radio', { name: /^Standard \(1\/2"\)/ }).check()
			await page.getByRole('radio', { name: /^4x8 ft \(1\.2x2\.4m\)/ }).check()
		},
		fields: { 'Wall 1 Length': '5', 'Wall 1 Height': '2.4' },
		headline: { label: 'Total Drywall Boards Required', value: '5' },
	},
	{
		// 5 × 4 × 0.1 = 2 m³ × 1.1 = 2.2 m³
		path: '/calculators/concrete-volume',
		fields: { Length: '5', Width: '4', Height: '0.1' },
		headline: { label: 'Total Concrete Volume', value: '2.20 m³' },
	},
	{
		// 20 × 3 m = 60 m × 1.1 wastage = 66 m × 0.56 kg/m (No.10) = 36.96 kg
		path: '/calculators/rebar-calculator',
		choose: async (page) => {
			await page.getByLabel('Rebar 1 Size').selectOption('No.10')
		},
		fields: { 'Rebar 1 Quantity': '20', 'Rebar 1 Length': '3' },
		headline: { label: 'Total Rebar Weight', value: '36.96 kg' },
	},
	{
		// 4 × 2.5 = 10 m² × 2 coats = 20 m² / 11 m²/L × 1.1 = 2 L
		path: '/calculators/paint-calculator',
		fields: { 'Wall 1 Length': '4', 'Wall 1 Height': '2.5' },
		headline: { label: 'Total Paint Needed', value: '2.00 litres' },
	},
	{
		// 4 × 2.5 = 10 m² × 1 coat / 10 m²/L × 1.1 = 1.1 L
		path: '/calculators/primer-calculator',
		fields: { 'Surface 1 Length': '4', 'Surface 1 Width': '2.5' },
		headline: { label: 'Total Primer Needed', value: '1.10 litres' },
	},
	{
		// 4 / 0.53 = 7.5 → 8 drops of 2.4 + 0.15 = 2.55 m; 10 / 2.55 → 3 drops a roll; 8 / 3 × 1.15 = 3.07 → 4 rolls
		path: '/calculators/wallpaper-calculator',
		fields: { 'Wall 1 Length': '4', 'Wall 1 Height': '2.4', 'Roll Width': '53', 'Roll Length': '10' },
		headline: { label: 'Total Rolls Needed', value: '4 rolls' },
	},
	{
		// studs ceilTol(3.6 / 0.4) + 1 = 10 × 1.1 → 11; plates 7.2 × 1.1 / 4.8 = 1.65 → 2; noggins 0.825 → 1: 14 pieces
		path: '/calculators/lumber-calculator',
		fields: { 'Wall 1 Length': '3.6', 'Wall 1 Height': '2.4' },
		headline: { label: 'Total pieces of timber', value: '14' },
	},
	{
		// gable 10.6 × 8.6 m at 35° = 111.29 m² × 9.63 interlocking tiles × 1.1 = 1,178.85 → 1,179
		path: '/calculators/roofing-calculator',
		fields: { 'Building length': '10', 'Building width': '8' },
		headline: { label: 'Roof tiles', value: '1,179' },
	},
	{
		// UK rules: 2,600 / 220 = 11.82 → 12 risers of 2,600 / 12 = 216.7 mm; going 250, pitch 40.9°, 2R + G 683.3
		path: '/calculators/stair-calculator',
		fields: { 'Total rise (finished floor to finished floor)': '2600' },
		headline: { label: 'Stair layout', value: '12 risers of 216.7 mm' },
	},
	{
		// 7.2 m span at 35°: run 3.6 − 0.038 ÷ 2 = 3.581 m × √(1 + tan² 35°) = 4.372 m, + 0.3 m × 1.2208 = 4.738 m
		path: '/calculators/roof-pitch-calculator',
		fields: { Span: '7.2', 'Building length': '8' },
		headline: { label: 'Rafter length', value: '4.738 m' },
	},
	{
		// loft 8 × 6 = 48 m² to 270 mm: 3 layers of 100 mm; 48 × 3 × 1.05 / 9.6 = 15.75 → 16 rolls
		path: '/calculators/insulation-calculator',
		fields: { 'Area 1 Length': '8', 'Area 1 Width': '6' },
		headline: { label: 'Rolls needed', value: '16' },
	},
	{
		// UK bricks, 10 mm joints: 8 × 1.2 = 9.6 m² × 1.1 ÷ (0.225 × 0.075) = 625.78 → 626
		path: '/calculators/brick-calculator',
		fields: { 'Wall 1 Length': '8', 'Wall 1 Height': '1.2' },
		headline: { label: 'Bricks needed', value: '626' },
	},
	{
		// SPEC-NEXT §4: 4.2 × 3.6 + 2.5 × 1.8 = 19.62 m² × 1.1 = 21.582 / 2.00 = 10.79 → 11 boxes
		path: '/calculators/hardwood-calculator',
		keptOnUnitChange: ['Waste'],
		choose: async (page) => {
			await page.getByRole('button', { name: 'Add Room' }).click()
		},
		fields: { 'Room 1 Length': '4.2', 'Room 1 Width': '3.6', 'Room 2 Length': '2.5', 'Room 2 Width': '1.8' },
		headline: { label: 'Boxes needed', value: '11' },
	},
	{
		// SPEC-NEXT §5: (5.0 − 0.02) × (4.0 − 0.02) = 19.82 m² × 1.1 = 21.80 / 2.00 = 10.90 → 11 packs
		path: '/calculators/laminate-calculator',
		keptOnUnitChange: ['Waste'],
		fields: { 'Room 1 Length': '5', 'Room 1 Width': '4' },
		headline: { label: 'Packs needed', value: '11' },
	},
	{
		// SPEC-NEXT §6: 4 m roll, a = 0.10; along the long side ceilTol(3.8 / 4) = 1 drop × 6.0 m; 4 × 6.0 = 24 m²
		path: '/calculators/carpet-calculator',
		fields: { 'Room 1 Length': '5.9', 'Room 1 Width': '3.7' },
		headline: { label: 'Carpet to buy', value: '6.00 m of 4 m roll (24.00 m²)' },
	},
	{
		// 30 m² × 10.764 = 322.92 ft² → ≤ 350 ft² → 8,000 BTU/h × 2.4 / 2.4384 (0.98425) = 7,874.02 BTU/h = 2.31 kW
		path: '/calculators/btu-calculator',
		fields: { 'Floor area': '30' },
		headline: { label: 'Cooling capacity needed', value: '2.31 kW (7,874 BTU/h)' },
		defaultsAfterUnitChange: { 'Floor area': '200' },
	},
	{
		// 150 L/s at 0.8 Pa/m: (4.189622e7 × 150^1.9 / 0.8)^(1/5.02) = 229.77 mm → 250 mm
		path: '/calculators/duct-size-calculator',
		fields: { Airflow: '150' },
		headline: { label: 'Round duct', value: '250 mm' },
		defaultsAfterUnitChange: { Airflow: '400' },
	},
	{
		// 4 × 3.5 × 2.4 m = 33.6 m³ × 4 ACH = 134.4 m³/h / 3.6 = 37.33 L/s
		path: '/calculators/cfm-calculator',
		fields: { 'Room length': '4', 'Room width': '3.5' },
		headline: { label: 'Airflow needed', value: '37.33 L/s' },
		defaultsAfterUnitChange: { 'Room length': '12', 'Room width': '10' },
	},
	{
		// SPEC-NEXT electrical W3: 16 A → 20 A breaker; 14 AWG capped to 15 A < 20; 12 AWG min(25, 20) = 20 ≥ 20 and
		// 2 × 16 × 25 × 1.98 / 1000 = 1.584 V = 1.32 % ≤ 3 %
		path: '/calculators/wire-size-calculator',
		fields: { 'Load current': '16', 'One-way length': '25' },
		headline: { label: 'Recommended size', value: '12 AWG copper' },
		// The standard toggle keeps every typed number (SPEC-NEXT electrical §0); a typed length keeps its unit.
		unitSwitch: 'UK – BS 7671 (mm², m)',
		keptOnUnitChange: ['Load current', 'One-way length'],
	},
	{
		// 22 mm copper, 20.2 mm bore: π/4 · 0.0202² = 3.204739e-4 m² × 2 m/s × 60,000 = 38.46 L/min
		path: '/calculators/water-flow-calculator',
		fields: { Velocity: '2' },
		headline: { label: 'Flow', value: '38.46 L/min' },
		defaultsAfterUnitChange: { Velocity: '5' },
	},
	{
		// 20 m × 9.80665 = 196.133 kPa = 1.96 bar
		path: '/calculators/water-pressure-calculator',
		fields: { 'Height of water (head)': '20' },
		headline: { label: 'Pressure', value: '1.96 bar' },
		defaultsAfterUnitChange: { 'Height of water (head)': '33' },
	},
	{
		// 15 mm copper, 13.6 mm bore: π · 13.6² / 4,000 = 0.145267 L/m × 25 m = 3.63 L
		path: '/calculators/pipe-calculator',
		fields: { 'Run 1 Length': '25' },
		headline: { label: 'Water content', value: '3.63 L' },
		defaultsAfterUnitChange: { 'Run 1 Length': '50' },
	},
	{
		// 12 AWG copper, 120 V: 2 × 16 A × 100 ft × 1.98 Ω/kft / 1000 = 6.336 V = 5.28 % (spec V1)
		path: '/calculators/voltage-drop-calculator',
		fields: { 'Load current': '16', 'One-way length': '100' },
		headline: { label: 'Voltage drop', value: '6.34 V (5.28 %) — over the 3 % limit' },
		// The standard toggle keeps every typed number (SPEC-NEXT electrical §0); a typed length keeps its unit.
		unitSwitch: 'UK – BS 7671 (mm², m)',
		keptOnUnitChange: ['Load current', 'One-way length'],
	},
	{
		// 9 × 12 AWG THHN in 3/4 in EMT: 9 × 0.0133 = 0.1197 in² / 0.533 in² = 22.46 % (limit 40 %); the UK standard
		// renames the rows 'Cable 1' and keeps the count (decision 067)
		path: '/calculators/conduit-fill-calculator',
		fields: { 'Conductor 1 Count': '9' },
		headline: { label: 'Conduit fill', value: 'Fill 22.46 % — within the 40 % limit' },
		unitSwitch: 'UK – BS 7671 (mm², m)',
	},
]

/** Makes the sample's choices and types its fields. */
export async function fillSample(page: Page, sample: SampleEstimate) {
	await sample.choose?.(page)
	for (const [label, value] of Object.entries(sample.fields)) await page.getByLabel(label, { exact: true }).fill(value)
}
