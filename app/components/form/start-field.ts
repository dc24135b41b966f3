/** Marks the field that takes focus after 'Start New Calculation' (NumberField's `focusOnStartNew`). */
export const START_FIELD_ATTRIBUTE = 'data-start-field'
