import { Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { NAV_LINKS } from './nav-links.ts'
import styles from './mobile-menu.module.css'
import { useActiveNavKey } from './use-active-nav.ts'

const EXTRA_LINKS = [
	{ label: 'About', to: '/about' },
	{ label: 'Contact', to: '/contact' },
] as const

export function MobileMenu() {
	const [isOpen, setIsOpen] = useState(false)
	const panelId = useId()
	const buttonRef = useRef<HTMLButtonElement>(null)
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
			buttonRef.current?.focus()
		}
		document.addEventListener('keydown', closeOnEscape)
		return () => document.removeEventListener('keydown', closeOnEscape)
	}, [isOpen])

	const close = () => setIsOpen(false)

	return (
		<div className={styles.menu}>
			<button
				ref={buttonRef}
				type="button"
				className={styles.toggle}
				aria-expanded={isOpen}
				aria-controls={panelId}
				onClick={() => setIsOpen((open) => !open)}
			>
				{isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
				<span className="visually-hidden">Menu</span>
			</button>
			<nav id={panelId} aria-label="Menu" className={styles.panel} hidden={!isOpen}>
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
		</div>
	)
}
