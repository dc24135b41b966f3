export const PIPE_CALCULATOR_TIPS = [
	'Add radiators, boiler and cylinder in "Extra volume" (data sheets give litres per radiator); pipework alone understates a heating system’s water.',
	'Inhibitor and disinfectant doses are per litre of system water; round the bottle count up.',
	'Weight drives support spacing: a full 54 mm copper run weighs about 3.9 kg/m (1.78 kg pipe + 2.09 kg water).',
]

export const CUSTOM_WEIGHT_NOTE = 'Pipe weight excludes runs with a custom diameter (outside diameter unknown).'
export const NOMINAL_WEIGHT_NOTE = 'Pipe weight is nominal (±10 %; plastics are heavier than minimum-wall figures).'
export const EXTRA_VOLUME_HELP = 'Radiators, cylinder, boiler'
