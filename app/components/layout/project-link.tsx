import { NavLink } from 'react-router'
import { useProjectCount } from '#app/kept-state/project-count.ts'
import styles from './project-link.module.css'

/** 'Project' in the header, with how many estimates it holds once the page has loaded (issue #17). */
export function ProjectLink() {
	const count = useProjectCount()
	return (
		<NavLink to="/project" className={styles.link}>
			Project
			{count ? <span className={styles.count}>{` (${count})`}</span> : null}
		</NavLink>
	)
}
