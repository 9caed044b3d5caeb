import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The contract is read from its TypeScript source through tsconfig.json's paths, as the apps read these files.
  resolve: { tsconfigPaths: true },
  test: { include: ['src/**/*.test.ts'] },
})
