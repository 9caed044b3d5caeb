import { defineConfig } from 'vitest/config'

// The project's own lint rules: `npx vitest run --root eslint`.
export default defineConfig({ test: { include: ['*.test.js'] } })
