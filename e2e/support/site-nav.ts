import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Moves the open page to a route of the site, as a link inside it would (no reload). */
export const go = (page: Page, path: string) => page.evaluate((p) => (location.hash = `#${p}`), path)

/** Opens a menu entry's page and waits for the frame to name it. */
export async function visit(page: Page, entry: { path: string; name: string }) {
  await go(page, entry.path)
  await expect.poll(() => page.locator('#page-title').textContent(), { message: entry.path }).toBe(entry.name)
}

/** The page is no wider than the screen it is shown on. */
export const noSidewaysScroll = async (page: Page, width: number, where: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll on ${where}`).toBeLessThanOrEqual(width)
