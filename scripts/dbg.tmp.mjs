import { chromium } from '@playwright/test'
import { serveBuild } from './bench-server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs'
const { baseUrl, stop } = await serveBuild()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
for (const url of process.argv.slice(2)) {
const page = await browser.newPage({ viewport: { width: 320, height: 740 } })
await page.goto(`${baseUrl}${url}`)
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
await page.getByRole('button', { name: 'Calculate', exact: true }).click()
await page.getByRole('heading', { name: 'Drawing to scale' }).waitFor()
console.log(url, await page.evaluate(() => { const sec = [...document.querySelectorAll('h3')].find(h => h.textContent === 'Drawing to scale').parentElement; const items = [...sec.querySelectorAll('*')].map(e => { const w = e.getBoundingClientRect().width; return [e.tagName, Math.round(w), (e.getAttribute('class')||'').slice(0,20)] }).filter(x => x[1] > 250).slice(0, 12); sec.style.display = 'none'; const swNo = document.documentElement.scrollWidth; const card = sec.closest('section[aria-labelledby]').parentElement.closest('section'); const tools = [...card.children].find(k => (k.getAttribute('class')||'').includes('tools')); const kids = [...tools.querySelectorAll('*')].filter(k => k.children.length === 0 || k.tagName === 'TABLE' || k.tagName === 'DETAILS').map(k => { const d = k.style.display; k.style.display='none'; const w = document.documentElement.scrollWidth; k.style.display = d; return [k.tagName, (k.getAttribute('class')||'').slice(0,18), (k.textContent||'').slice(0,25), w] }).filter(k => k[3] <= 330); sec.style.display = ''; return { swNo, kids } }), await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, wide: [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 321 && ![...e.children].some(c => c.getBoundingClientRect().right > 321)).slice(0, 8).map(e => e.tagName + '.' + (e.getAttribute('class') || '') + ' ' + Math.round(e.getBoundingClientRect().right) + ' ' + (e.textContent || '').slice(0, 30)) })))
await page.close()
}
await browser.close(); stop()
