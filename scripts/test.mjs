// `npm test`: install when needed, type-check everything, then run every test suite.
// With DATABASE_URL set, the API tests run on that PostgreSQL server instead of the embedded database.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { build, ensureDependencies, run } from './ensure.mjs'

ensureDependencies()
build()
run('npx tsc --noEmit -p apps/server/tsconfig.test.json')
run('npx tsc --noEmit -p bench')

// Absolute: vitest reads --outputFile relative to its --root.
const reports = resolve('.test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports)
const suites = [
  ['contract', 'npx vitest run --root packages/contract'],
  [`server on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`, 'npx vitest run --root apps/server'],
]
let passed = 0
let failed = 0
let skipped = 0
let error
for (const [name, command] of suites) {
  console.log(`> ${name} tests`)
  const file = `${reports}/${name.split(' ')[0]}.json`
  try {
    run(`${command} --reporter=default --reporter=json --outputFile=${file}`)
  } catch (e) {
    error = e
  }
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'))
    passed += r.numPassedTests
    failed += r.numFailedTests
    skipped += r.numPendingTests + r.numTodoTests
  } else if (error) {
    failed += 1
  }
}
// The plain closing line CI reads, whatever the runner.
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(error || failed > 0 ? 1 : 0)
