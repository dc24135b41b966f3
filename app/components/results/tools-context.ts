import { createContext, type ReactNode } from 'react'

/**
 * The tools under a result (working, prices, project, CSV, text, print, Copy link, Share), from the
 * calculator runtime, which loads them after the page (decision 071): they compose the estimate, which
 * components do not import. None outside a calculator.
 */
export const ResultToolsContext = createContext<ReactNode>(null)
