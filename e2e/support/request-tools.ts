import type { Page } from 'playwright-core'

/** Counts the page's requests to a path from now on. */
export function countRequests(page: Page, path: string) {
  let count = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count++
  })
  return () => count
}

/** Holds the page's requests matching a pattern until the test lets them go (the function answered). */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await opened
    await route.continue()
  })
  return release
}

/** Closes the pages a test opened (their contexts with them), whatever state they are in. */
export async function closePages(pages: Page[]) {
  await Promise.all(
    pages.splice(0).map((p) =>
      p
        .context()
        .close()
        .catch(() => {}),
    ),
  )
}
