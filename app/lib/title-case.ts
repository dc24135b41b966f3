/** 'privacy-policy' → 'Privacy Policy'; used for fallback titles and Coming Soon names. */
export function titleCaseSegment(segment: string) {
	return segment
		.split(/[-_\s]+/)
		.filter(Boolean)
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join(' ')
}

export function lastPathSegment(pathname: string) {
	const segments = pathname.split('/').filter(Boolean)
	return segments.at(-1) ?? ''
}
