import { defineConfig, mergeConfig } from 'vitest/config'
import vite from './vite.config.js'

// The widget tests render in happy-dom and type as a person would: seconds each on a machine that
// also runs the server and browser suites, past Vitest's 5 s default. Two files at a time: most of a
// file's time is importing and transforming, which Vitest's default (cores - 1) would run on one core here.
export default mergeConfig(
  vite,
  defineConfig({
    test: {
      testTimeout: 20_000,
      maxWorkers: 2,
      setupFiles: ['src/test/testing-library-timeouts.ts', 'src/test/live-announcer-teardown.ts'],
    },
  }),
)
