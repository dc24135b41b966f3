import { Link } from 'react-router'

export function LinkList({ links }: { links: ReadonlyArray<{ name: string; path: string }> }) {
	return (
		<ul className="text-link-list">
			{links.map((link) => (
				<li key={link.path}>
					<Link to={link.path}>{link.name}</Link>
				</li>
			))}
		</ul>
	)
}
