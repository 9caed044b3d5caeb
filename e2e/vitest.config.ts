import { defineConfig } from 'vitest/config'

// Browser tests of the built site: `npx vitest run --root e2e`. One file at a time (the machine has
// two cores, and each file runs its own Chromium beside the server).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['artifacts/**', 'node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    // Pages settle within a second on an idle machine; CI shares two cores with other work.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
})
