import { createContext } from 'react'

/** The address that reopens the results on show, from the calculator runtime: Copy link and Share use it. */
export const ShareUrlContext = createContext<(() => string) | null>(null)
