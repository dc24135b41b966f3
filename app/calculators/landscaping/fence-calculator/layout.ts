import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'

/**
 * The geometry of a fence line (docs/calculators/fence-calculator.md §3), in any one length unit (m or ft): bays, cut
 * panels and posts. Pure, and free of units, so a fence set out in metres and the same fence in feet count alike.
 */

export type LineSection = { name: string; type: 'fence' | 'gate'; length: number }

/** How bays are set out: panels between post faces, or equal bays of boards on rails up to a spacing. */
export type BaySetting =
	| { style: 'panels'; panelWidth: number; postWidth: number; minCut: number }
	| { style: 'boards'; maxSpacing: number; postWidth: number }

/**
 * One section as set out. A fence: `bays` bays, the first `bays − cutPanels` of them `bay` wide centre to centre, the
 * last `cutPanels` (0, 1 or 2) `lastBay` wide each, holding panels cut to `cutWidth`. A gate: its opening, and its
 * posts `centres` apart (opening + post width).
 */
export type SectionLayout =
	| {
			name: string
			type: 'fence'
			length: number
			bays: number
			bay: number
			cutPanels: 0 | 1 | 2
			lastBay: number
			cutWidth: number
	  }
	| { name: string; type: 'gate'; length: number; centres: number }

export type FenceLineLayout = {
	sections: ReadonlyArray<SectionLayout>
	/** Σ bays over Fence sections: the panels, or the bays of boards; one gravel board each. */
	bays: number
	cutPanels: number
	/** Junction posts J: sections + 1 on an open line, one per section on a closed loop. */
	junctionPosts: number
	/** Σ (bays − 1) over Fence sections. */
	linePosts: number
	/** Junction posts beside at least one gate. */
	gatePosts: number
	posts: number
	/** Σ Fence lengths. */
	fencedLength: number
	/** The fenced length plus each gate's opening + post width: the line through the gate posts' centres. */
	lineLength: number
}

/**
 * A Fence section of panels: b = ⌈ℓ ÷ s⌉ bays at centres s = panel + post; the last bay ℓ − (b − 1)s holds a panel
 * cut to that less a post, or, when that cut would be under the minimum (Equal is not under), the last two bays share
 * s + last bay equally and both panels are cut. No cut when ℓ ÷ s is Equal to b.
 */
function panelSection(name: string, length: number, setting: Extract<BaySetting, { style: 'panels' }>): SectionLayout {
	const bay = setting.panelWidth + setting.postWidth
	const bays = ceilCount(length / bay)
	const base = { name, type: 'fence' as const, length, bays, bay }
	if (isEqualTol(length / bay, bays)) return { ...base, cutPanels: 0, lastBay: bay, cutWidth: setting.panelWidth }
	const lastBay = length - (bays - 1) * bay
	const cut = lastBay - setting.postWidth
	if (cut >= setting.minCut || isEqualTol(cut, setting.minCut)) return { ...base, cutPanels: 1, lastBay, cutWidth: cut }
	const shared = (bay + lastBay) / 2
	return { ...base, cutPanels: 2, lastBay: shared, cutWidth: shared - setting.postWidth }
}

/** A Fence section of boards on rails: b = ⌈ℓ ÷ maximum spacing⌉ equal bays of ℓ ÷ b. */
function boardSection(name: string, length: number, setting: Extract<BaySetting, { style: 'boards' }>): SectionLayout {
	const bays = ceilCount(length / setting.maxSpacing)
	const bay = length / bays
	return { name, type: 'fence', length, bays, bay, cutPanels: 0, lastBay: bay, cutWidth: 0 }
}

/** Whether junction post k stands beside a gate: it is between sections k − 1 and k (the last and the first, looped). */
function isBesideGate(sections: ReadonlyArray<LineSection>, post: number, isClosed: boolean) {
	const count = sections.length
	const before = post === 0 ? (isClosed ? count - 1 : -1) : post - 1
	const after = post
	return sections[before]?.type === 'gate' || sections[after]?.type === 'gate'
}

export function layOutFenceLine(
	sections: ReadonlyArray<LineSection>,
	setting: BaySetting,
	isClosed: boolean,
): FenceLineLayout {
	const laid = sections.map((section): SectionLayout => {
		if (section.type === 'gate') return { ...section, type: 'gate', centres: section.length + setting.postWidth }
		return setting.style === 'panels'
			? panelSection(section.name, section.length, setting)
			: boardSection(section.name, section.length, setting)
	})
	const fences = laid.filter((section) => section.type === 'fence')
	const gates = laid.filter((section) => section.type === 'gate')
	const junctionPosts = isClosed ? sections.length : sections.length + 1
	let gatePosts = 0
	for (let post = 0; post < junctionPosts; post++) if (isBesideGate(sections, post, isClosed)) gatePosts += 1
	const linePosts = fences.reduce((sum, section) => sum + section.bays - 1, 0)
	const fencedLength = fences.reduce((sum, section) => sum + section.length, 0)
	return {
		sections: laid,
		bays: fences.reduce((sum, section) => sum + section.bays, 0),
		cutPanels: fences.reduce((sum, section) => sum + section.cutPanels, 0),
		junctionPosts,
		linePosts,
		gatePosts,
		posts: junctionPosts + linePosts,
		fencedLength,
		lineLength: fencedLength + gates.reduce((sum, gate) => sum + gate.centres, 0),
	}
}
