import { chromium } from '@playwright/test'
import { serveBuild } from './bench-server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs'
const { baseUrl, stop } = await serveBuild()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
let n = 0
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 320, height: 740 } })
  await page.goto(`${baseUrl}${url}`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.getByRole('button', { name: 'Calculate', exact: true }).click()
  const section = page.getByRole('region', { name: 'Drawing to scale' })
  await section.waitFor()
  await section.screenshot({ path: `/tmp/shot-${++n}.png` })
  await page.close()
}
await browser.close(); stop()
