import { defineConfig } from 'vitest/config'

// The benchmarks' own logic (how rounds are merged and judged): `npx vitest run --root bench`.
export default defineConfig({ test: { include: ['*.test.ts'] } })
