// `npm test`: install when needed, build, type-check and lint everything, then run every test suite.
// With DATABASE_URL set, the API and browser tests run on that PostgreSQL server instead of the
// embedded database. BROWSER_TESTS=0 leaves the browser suite out; TEST_PREPARE=0 skips the build,
// type checks and lint (CI's second pass, on the tree the first pass has just built and checked).
// DEPLOY_TESTS=0 leaves out the deployment suite (nginx in front of two instances on PostgreSQL: it
// always runs on PostgreSQL, on DATABASE_URL's server when set, else on 127.0.0.1:5432).
// POSTGRES_PASS=1 is CI's second pass: with DATABASE_URL, only the server test files marked as testing
// what can differ on a PostgreSQL server (apps/server/src/test/postgres-pass.ts); the suites that
// never open a database were run by the first pass.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureBrowser } from './browser-deps.mjs'
import { build, ensureDependencies, run, useProjectNode } from './ensure.mjs'

ensureDependencies()
await useProjectNode()
console.log(`> testing on Node ${process.versions.node}`)
if (process.env.TEST_PREPARE !== '0') {
  build()
  // Side by side: each is one single-threaded process, and the machine has two cores.
  console.log('> type checks, and lint and format beside them')
  const results = await Promise.all([captured('npm run typecheck --silent'), captured('npm run lint --silent')])
  for (const [name, { code, output }] of [
    ['type checks', results[0]],
    ['lint and format', results[1]],
  ]) {
    if (output) process.stdout.write(output)
    console.log(`> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`)
  }
  if (results.some((r) => r.code !== 0)) process.exit(1)
}
/** Runs a command with its output kept, to print whole after it ends rather than interleaved with another's. */
function captured(command) {
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => done({ code: code ?? 1, output }))
  })
}

const browserTests = process.env.BROWSER_TESTS !== '0'
if (browserTests) ensureBrowser()
const deployTests = process.env.DEPLOY_TESTS !== '0'

// Absolute: vitest reads --outputFile relative to its --root.
const reports = resolve('.test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports)
const postgresPass = process.env.POSTGRES_PASS === '1'
if (postgresPass && !process.env.DATABASE_URL) {
  console.error('POSTGRES_PASS=1 needs DATABASE_URL: it runs the tests of what differs on a PostgreSQL server')
  process.exit(2)
}
const server = postgresPass
  ? 'server on PostgreSQL (what differs there)'
  : `server on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`
const suites = [
  ...(postgresPass
    ? []
    : [
        ['lint rules', 'npx vitest run --root eslint'],
        ['contract', 'npx vitest run --root packages/contract'],
        ['ui', 'npx vitest run --root packages/ui'],
        ['benchmark logic', 'npx vitest run --root bench'],
      ]),
  [server, 'npx vitest run --root apps/server'],
  ...(postgresPass
    ? []
    : [
        ['web unit', 'npx vitest run --root apps/web'],
        ['console unit', 'npx vitest run --root apps/console'],
      ]),
  ...(browserTests ? [['browser (Chromium)', 'npx vitest run --root e2e']] : []),
  ...(deployTests ? [['deploy (nginx, two instances, PostgreSQL)', 'npx vitest run --root deploy/test']] : []),
]
let passed = 0
let failed = 0
let skipped = 0
let error
const failures = []
for (const [name, command] of suites) {
  console.log(`> ${name} tests`)
  const file = `${reports}/${name.split(/[ (]/)[0]}.json`
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
    for (const f of r.testResults) {
      const where = `${name}: ${f.name.replace(`${process.cwd()}/`, '')}`
      const tests = f.assertionResults.filter((t) => t.status === 'failed')
      for (const t of tests) {
        // The first line of why, so a failure that does not repeat locally still says what it saw.
        const why = String(t.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300)
        failures.push(`${where} > ${t.fullName}${why ? `\n    ${why}` : ''}`)
      }
      if (f.status === 'failed' && tests.length === 0) failures.push(`${where} (${f.message.split('\n')[0]})`)
    }
  } else if (error) {
    failed += 1
    failures.push(`${name}: no report`)
  }
}
// CI shows only the end of the output: name what failed there.
for (const f of failures) console.log(`FAILED ${f}`)
// The plain closing line CI reads, whatever the runner.
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(error || failed > 0 ? 1 : 0)
