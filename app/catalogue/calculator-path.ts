/** A calculator's address: /calculators/<id>. Apart from the catalogue, so a page can link without loading it. */
export function calculatorPath(id: string) {
	return `/calculators/${id}`
}
