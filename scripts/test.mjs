// `npm test`: install when needed, type-check everything, then run every test suite.
// With DATABASE_URL set, the API tests run on that PostgreSQL server instead of the embedded database.
import { build, ensureDependencies, run } from './ensure.mjs'

ensureDependencies()
build()
run('npx tsc --noEmit -p apps/server/tsconfig.test.json')
run('npx tsc --noEmit -p bench')
console.log(`> server tests on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`)
run('npx vitest run --root apps/server')
run('npx vitest run --root packages/contract --passWithNoTests')
