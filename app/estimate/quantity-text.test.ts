import { expect, test } from 'vitest'
import { quantityText } from './quantity-text.ts'

test('a word unit takes its plural for any amount but one; a symbol never does', () => {
	expect(quantityText(4, 'bulk bag')).toBe('4 bulk bags')
	expect(quantityText(88, 'tile')).toBe('88 tiles')
	expect(quantityText(1, 'tin')).toBe('1 tin')
	expect(quantityText(2, 'box')).toBe('2 boxes')
	expect(quantityText(0.5, 'tonne')).toBe('0.5 tonnes')
	expect(quantityText(3, 'half bulk bag')).toBe('3 half bulk bags')
	expect(quantityText(2, 'US ton')).toBe('2 US tons')
	expect(quantityText(2.5, 'm³')).toBe('2.5 m³')
	expect(quantityText(12, 'kg')).toBe('12 kg')
	expect(quantityText(1_250, 'm')).toBe('1,250 m')
})
