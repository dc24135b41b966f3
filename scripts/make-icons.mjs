// `node scripts/make-icons.mjs`: draws the web app icons in public/ from the favicon's design with
// Debian's Chromium (run again after changing the favicon; the PNGs are committed). 192 and 512 px
// icons are the favicon itself; the maskable icon fills the square with the orange and keeps the roof
// inside the middle 80%, the safe zone a phone's mask never cuts.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs'

const PUBLIC = new URL('../public/', import.meta.url)
const favicon = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8')
const ORANGE = /fill="(#[0-9a-f]{6})"/.exec(favicon)?.[1] ?? '#c2410c'
const ROOF = favicon.replace(/<rect[^>]*\/>/, '')

const ICONS = [
	{ file: 'icon-192.png', size: 192, svg: favicon },
	{ file: 'icon-512.png', size: 512, svg: favicon },
	{
		file: 'icon-maskable-512.png',
		size: 512,
		// The roof drawn at 60% of the square, centred, on a full orange square.
		svg: ROOF.replace(
			'viewBox="0 0 32 32">',
			`viewBox="-5.333 -5.333 42.667 42.667"><rect x="-5.333" y="-5.333" width="42.667" height="42.667" fill="${ORANGE}"/>`,
		),
	},
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
	const page = await browser.newPage()
	for (const icon of ICONS) {
		await page.setViewportSize({ width: icon.size, height: icon.size })
		await page.setContent(
			`<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${icon.svg}`,
		)
		await page.screenshot({ path: new URL(icon.file, PUBLIC).pathname, omitBackground: true })
		console.log(`public/${icon.file} (${icon.size} px)`)
	}
} finally {
	await browser.close()
}
