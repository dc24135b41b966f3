import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
	chooseUsContainers,
	type UsContainers,
	usContainerLines,
	usContainerPurchases,
	usContainersGallons,
	usContainersSum,
} from './us-containers.ts'

const bought = (pails: number, gallons: number, quarts: number): UsContainers => ({ pails, gallons, quarts })

test('pails for each whole 5 gallons; the rest in quarts up to half a gallon, else gallons, 4 gallons a pail', () => {
	expect(chooseUsContainers(0)).toEqual(bought(0, 0, 0))
	// 0.1 gal: ceil(4 × 0.1) = ceil(0.4) = 1 quart; 0.25 → 1; 0.26 → ceil(1.04) = 2; 0.5 → 2
	expect(chooseUsContainers(0.1)).toEqual(bought(0, 0, 1))
	expect(chooseUsContainers(0.25)).toEqual(bought(0, 0, 1))
	expect(chooseUsContainers(0.26)).toEqual(bought(0, 0, 2))
	expect(chooseUsContainers(0.5)).toEqual(bought(0, 0, 2))
	// 0.51 gal is over half a gallon: ceil(0.51) = 1 gallon, not 3 quarts
	expect(chooseUsContainers(0.51)).toEqual(bought(0, 1, 0))
	expect(chooseUsContainers(2.9)).toEqual(bought(0, 3, 0))
	expect(chooseUsContainers(3)).toEqual(bought(0, 3, 0))
	// 3.01 gal: ceil = 4 gallons, so a 5-gal pail instead
	expect(chooseUsContainers(3.01)).toEqual(bought(1, 0, 0))
	expect(chooseUsContainers(4.9)).toEqual(bought(1, 0, 0))
	expect(chooseUsContainers(5)).toEqual(bought(1, 0, 0))
	// 5.3 gal: 1 pail, 0.3 left → ceil(1.2) = 2 quarts; 6.2857: 1 pail, 1.29 left → 2 gallons
	expect(chooseUsContainers(5.3)).toEqual(bought(1, 0, 2))
	expect(chooseUsContainers(6.2857)).toEqual(bought(1, 2, 0))
	// 13.2 gal: 2 pails, 3.2 left → 4 gallons → a third pail
	expect(chooseUsContainers(13.2)).toEqual(bought(3, 0, 0))
})

test('float noise never buys a container: 5.0000000001 gal is one pail, 0.5000000001 gal two quarts', () => {
	expect(chooseUsContainers(5.0000000001)).toEqual(bought(1, 0, 0))
	expect(chooseUsContainers(4.9999999999)).toEqual(bought(1, 0, 0))
	expect(chooseUsContainers(0.5000000000000001)).toEqual(bought(0, 0, 2))
	expect(chooseUsContainers(0.1 + 0.2)).toEqual(bought(0, 0, 2))
	expect(chooseUsContainers(3.0000000000000004)).toEqual(bought(0, 3, 0))
})

test('rows and purchases name only the containers bought, with their working', () => {
	const containers = chooseUsContainers(5.3)
	expect(usContainerLines(5.3, containers)).toEqual([
		{ label: '5-gal pails', value: '1', steps: '5.30 US gal ÷ 5 = 1.06 →' },
		{ label: 'Quarts', value: '2', steps: '0.30 US gal left × 4 = 1.2 →' },
	])
	expect(usContainerPurchases('Primer', containers)).toEqual([
		{ key: 'primer-5-gal-pail', item: 'Primer, 5-gal pail', quantity: 1, unit: 'pail' },
		{ key: 'primer-quart-can', item: 'Primer, quart can', quantity: 2, unit: 'can' },
	])
	// 1 × 5 + 2 × 0.25 = 5.5 gallons
	expect(usContainersSum(containers)).toBe('1 × 5 gal + 2 × 1 qt')
	expect(usContainersGallons(containers)).toBe(5.5)
	expect(usContainerLines(0, chooseUsContainers(0))).toEqual([])
})

test('property: whole counts that hold the need, less than 2 gallons over, and never less for a bigger need', () => {
	const gallons = fc.double({ min: 0, max: 500, noNaN: true })
	fc.assert(
		fc.property(gallons, gallons, (a, b) => {
			const [small, large] = a <= b ? [a, b] : [b, a]
			const containers = chooseUsContainers(small)
			for (const count of Object.values(containers)) expect(Number.isInteger(count) && count >= 0).toBe(true)
			expect(containers.quarts).toBeLessThanOrEqual(2)
			expect(containers.gallons).toBeLessThanOrEqual(3)
			expect(containers.quarts * containers.gallons).toBe(0)
			const held = usContainersGallons(containers)
			// ceilCount treats up to 1e-9 of a quart count as noise
			expect(held).toBeGreaterThanOrEqual(small - 1e-9 * Math.max(1, small))
			expect(held - small).toBeLessThan(2)
			expect(usContainersGallons(chooseUsContainers(large))).toBeGreaterThanOrEqual(held)
		}),
	)
})
