import { type RefObject, useEffect, useState } from 'react'

/** docs/decisions/007-site-configuration-and-ads.md: ad units are checked at 0.5, 1 and 2 seconds after load. */
export const AD_CHECK_DELAYS_MS = [500, 1000, 2000] as const

/** Standard ad-slot markup: the provider marks a served unit with data-ad-status="filled". */
export function hasFilledAdSlot(container: ParentNode | null) {
	return Boolean(container?.querySelector('ins[data-ad-status="filled"]'))
}

/**
 * True once an ad unit in the side column is found filled at one of the checks; the list
 * then uses two columns. With no provider configured there is no side column and no timer.
 */
export function useAdColumns(sideColumn: RefObject<HTMLElement | null>, isEnabled: boolean) {
	const [hasAds, setHasAds] = useState(false)
	useEffect(() => {
		if (!isEnabled) return
		const timers = AD_CHECK_DELAYS_MS.map((delay) =>
			window.setTimeout(() => {
				if (hasFilledAdSlot(sideColumn.current)) setHasAds(true)
			}, delay),
		)
		return () => timers.forEach((timer) => window.clearTimeout(timer))
	}, [isEnabled, sideColumn])
	return hasAds
}
