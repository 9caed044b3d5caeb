import { defineConfig } from 'vitest/config'
import { postgresPassFiles } from './src/test/postgres-pass.js'

// CI's PostgreSQL pass (POSTGRES_PASS=1) runs the files marked as testing what can
// differ there; any other run takes every file.
const differsOnPostgres = process.env.POSTGRES_PASS === '1'

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: differsOnPostgres ? postgresPassFiles(import.meta.dirname) : ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30000,
    hookTimeout: 120000,
  },
})
