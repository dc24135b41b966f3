import { Menu, X } from '#app/components/icons.tsx'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { NAV_LINKS } from './nav-links.ts'
import styles from './mobile-menu.module.css'
import { useActiveNavKey } from './use-active-nav.ts'

const EXTRA_LINKS = [
	{ label: 'About', to: '/about' },
	{ label: 'Contact', to: '/contact' },
] as const

/**
 * The small-screen menu: a native disclosure (details and summary), so it opens with scripts off
 * too. With scripts, a link or any navigation closes it, and Escape closes it and returns focus.
 */
export function MobileMenu() {
	const [isOpen, setIsOpen] = useState(false)
	const summaryRef = useRef<HTMLElement>(null)
	const activeKey = useActiveNavKey()
	const location = useLocation()

	// Any navigation (a link in the menu, back/forward) closes the menu.
	const [lastLocation, setLastLocation] = useState(location)
	if (lastLocation !== location) {
		setLastLocation(location)
		setIsOpen(false)
	}

	useEffect(() => {
		if (!isOpen) return
		function closeOnEscape(event: KeyboardEvent) {
			if (event.key !== 'Escape') return
			setIsOpen(false)
			summaryRef.current?.focus()
		}
		document.addEventListener('keydown', closeOnEscape)
		return () => document.removeEventListener('keydown', closeOnEscape)
	}, [isOpen])

	const close = () => setIsOpen(false)

	return (
		<details className={styles.menu} open={isOpen} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
			<summary ref={summaryRef} className={styles.toggle}>
				{isOpen ? <X /> : <Menu />}
				<span>Menu</span>
			</summary>
			<nav aria-label="Menu" className={styles.panel}>
				<ul className={styles.list}>
					{NAV_LINKS.map((link) => (
						<li key={link.key}>
							<Link to={link.to} onClick={close} aria-current={link.key === activeKey ? 'page' : undefined}>
								{link.label}
							</Link>
						</li>
					))}
					{EXTRA_LINKS.map((link) => (
						<li key={link.to}>
							<Link to={link.to} onClick={close}>
								{link.label}
							</Link>
						</li>
					))}
				</ul>
			</nav>
		</details>
	)
}
