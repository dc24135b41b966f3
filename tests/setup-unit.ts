import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
	cleanup()
	// Kept state (drafts, the project) never leaks from one test into the next.
	if (typeof window !== 'undefined') {
		window.localStorage.clear()
		window.sessionStorage.clear()
	}
})
