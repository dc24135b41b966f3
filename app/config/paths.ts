/** The project list (issue #17): pre-rendered empty, filled from this device once loaded. */
export const PROJECT_PATH = '/project'
