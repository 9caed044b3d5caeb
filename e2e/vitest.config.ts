import { defineConfig } from 'vitest/config'

// Browser tests of the built site: `npx vitest run --root e2e`. Two files at a time, each with its own
// Chromium and the site server of its worker slot (support/global-setup.ts): a file spends much of its
// time waiting on pages, so two keep the machine's two cores busier without sharing data.
// E2E_WORKERS=1 runs one file at a time.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['artifacts/**', 'node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    // Pages settle within a second on an idle machine; CI shares two cores with other work.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
})
