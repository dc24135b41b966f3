import {
	BrickWall,
	Cable,
	Droplets,
	Fan,
	Grid2x2,
	Hammer,
	House,
	Layers,
	LayoutGrid,
	type LucideIcon,
	PaintBucket,
	PaintRoller,
	Ruler,
	Scroll,
	Shovel,
	Sprout,
	Square,
	Trees,
	Wind,
	Wrench,
	Zap,
} from 'lucide-react'
import type { CategoryId, SubcategoryId } from '#app/catalogue/categories.ts'

const ICONS: Record<CategoryId | SubcategoryId, LucideIcon> = {
	construction: Hammer,
	painting: PaintRoller,
	flooring: LayoutGrid,
	landscaping: Trees,
	plumbing: Wrench,
	electrical: Zap,
	hvac: Fan,
	roofing: House,
	'framing-lumber': Ruler,
	'concrete-masonry': BrickWall,
	'insulation-drywall': Layers,
	'paint-coverage': PaintBucket,
	'wall-covering': Scroll,
	'hard-flooring': Grid2x2,
	'soft-flooring': Square,
	'lawn-care': Sprout,
	'ground-materials': Shovel,
	'pipe-flow': Droplets,
	'wiring-electrical': Cable,
	'hvac-sizing': Wind,
}

/** Decorative icon for a category or subcategory; its name is always shown beside it. */
export function CatalogueIcon({ id, size = 24 }: { id: CategoryId | SubcategoryId; size?: number }) {
	const Icon = ICONS[id]
	return <Icon aria-hidden="true" size={size} />
}
