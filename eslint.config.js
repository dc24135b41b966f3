import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{ ignores: ['build/', '.react-router/', 'test-results/', 'node_modules/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	jsxA11y.flatConfigs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'no-warning-comments': ['error', { terms: ['fixme'] }],
			'check-file/filename-naming-convention': [
				'error',
				{ '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
				{ ignoreMiddleExtensions: true },
			],
			'check-file/folder-naming-convention': ['error', { 'app/**/': 'KEBAB_CASE' }],
		},
	},
	{
		// Pure modules: compute, schema, catalogue and lib never touch React.
		files: ['app/**/compute.ts', 'app/**/schema.ts', 'app/catalogue/**/*.ts', 'app/lib/**/*.ts'],
		ignores: ['app/lib/use-*.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['react', 'react-dom', 'react-router', 'lucide-react'],
							message: 'Pure modules do not import React.',
						},
					],
				},
			],
		},
	},
)
