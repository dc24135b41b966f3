/**
 * The rule that gave the airflow, with its figures, for the results to say in words. `rate` is the
 * table's figure in the rule's own unit (CFM for US rules, L/s for UK rules).
 */
export type CfmRule =
	| { kind: 'airChanges'; ach: number }
	| { kind: 'hviArea'; areaFt2: number; hviCfm: number; isMinimumGoverning: boolean }
	| { kind: 'hviFixtures'; fixtures: number; jettedTubs: number; hviCfm: number; isMinimumGoverning: boolean }
	| { kind: 'usKitchenContinuous'; ach: number }
	| { kind: 'usTable'; cfm: number }
	| { kind: 'ukTable'; ls: number }
	| { kind: 'noUsMinimum' }

/** The airflow as its rule gives it: in CFM (US rules, imperial air changes) or L/s (UK rules, metric). */
export type Airflow = { cfm: number } | { ls: number }

export type CfmFigures = {
	/** Room volume and floor area in the active system (m³, m² or ft³, ft²) and the other. */
	volumeM3: number
	volumeFt3: number
	areaM2: number
	areaFt2: number
	rule: CfmRule
	/** The airflow; null when the rules set no minimum (a utility room under US rules). */
	airflow: { cfm: number; ls: number; m3h: number; fanRating: number } | null
}
