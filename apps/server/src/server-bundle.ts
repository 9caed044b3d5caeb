import { fileURLToPath } from 'node:url'

/**
 * The server as the build bundles it (scripts/bundle-server.mjs): what `dist/start.js` runs in
 * production, so also what the tests that start a server process and the benchmarks run. The same
 * path whether this module runs from src/ (tsx) or from dist/.
 */
export const SERVER_BUNDLE = fileURLToPath(new URL('../dist/bundle/main.js', import.meta.url))
