import { StaticPage } from '#app/components/pages/static-page.tsx'
import { PROJECT_PATH } from '#app/config/paths.ts'
import { ProjectPage } from '#app/estimate/project-page.tsx'
import { pageMeta } from '#app/config/page-meta.ts'

export const meta = () =>
	pageMeta({
		title: 'Project',
		description: 'Your estimates from every calculator in one list, with one shopping list and its total.',
		path: PROJECT_PATH,
	})

export default function ProjectRoute() {
	return (
		<StaticPage title="Project" path={PROJECT_PATH}>
			<ProjectPage />
		</StaticPage>
	)
}
