// Deep imports keep these icons in the catalogue chunk (home and list only); see vite.config.ts.
import BrickWall from 'lucide-react/icons/brick-wall'
import Cable from 'lucide-react/icons/cable'
import Droplets from 'lucide-react/icons/droplets'
import Fan from 'lucide-react/icons/fan'
import Fence from 'lucide-react/icons/fence'
import Grid2x2 from 'lucide-react/icons/grid-2x2'
import Hammer from 'lucide-react/icons/hammer'
import House from 'lucide-react/icons/house'
import Layers from 'lucide-react/icons/layers'
import LayoutGrid from 'lucide-react/icons/layout-grid'
import type { LucideIcon } from 'lucide-react'
import PaintBucket from 'lucide-react/icons/paint-bucket'
import PaintRoller from 'lucide-react/icons/paint-roller'
import Ruler from 'lucide-react/icons/ruler'
import Scroll from 'lucide-react/icons/scroll'
import Shovel from 'lucide-react/icons/shovel'
import Sprout from 'lucide-react/icons/sprout'
import Square from 'lucide-react/icons/square'
import Trees from 'lucide-react/icons/trees'
import Wind from 'lucide-react/icons/wind'
import Wrench from 'lucide-react/icons/wrench'
import Zap from 'lucide-react/icons/zap'
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
	'fencing-paving': Fence,
	'pipe-flow': Droplets,
	'wiring-electrical': Cable,
	'hvac-sizing': Wind,
}

/** Decorative icon for a category or subcategory; its name is always shown beside it. */
export function CatalogueIcon({ id, size = 24 }: { id: CategoryId | SubcategoryId; size?: number }) {
	const Icon = ICONS[id]
	return <Icon aria-hidden="true" size={size} />
}
