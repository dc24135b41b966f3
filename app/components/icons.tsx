/**
 * The four icons every page's shell and the entry lists use, drawn here with Lucide's path data
 * (ISC licence): lucide-react's runtime costs 1.7 KB gzip on every page for them (decision 068).
 * The catalogue's icons, on home and the list only, still come from lucide-react.
 */
function icon(name: string, paths: ReadonlyArray<string>) {
	function Icon({ size = 24 }: { size?: number }) {
		return (
			<svg
				xmlns="http://www.w3.org/2000/svg"
				width={size}
				height={size}
				viewBox="0 0 24 24"
				fill="none"
				stroke="currentColor"
				strokeWidth={2}
				strokeLinecap="round"
				strokeLinejoin="round"
				aria-hidden="true"
				className={`lucide lucide-${name}`}
			>
				{paths.map((d) => (
					<path key={d} d={d} />
				))}
			</svg>
		)
	}
	return Icon
}

export const Menu = icon('menu', ['M4 5h16', 'M4 12h16', 'M4 19h16'])
export const X = icon('x', ['M18 6 6 18', 'm6 6 12 12'])
export const ChevronRight = icon('chevron-right', ['m9 18 6-6-6-6'])
export const Plus = icon('plus', ['M5 12h14', 'M12 5v14'])
