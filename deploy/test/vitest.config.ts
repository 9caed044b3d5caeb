import { defineConfig } from 'vitest/config'

// The deployment tests (`npx vitest run --root deploy/test`): the production layout of
// `npm run deploy:try` (Debian's nginx, two server instances, PostgreSQL) started once for every file,
// and the deployment files checked by the tools that read them (nginx -t, systemd-analyze).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One file at a time: they share the layout, and some stop and kill its instances.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
})
