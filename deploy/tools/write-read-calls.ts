// `npm run deploy:read-calls`: writes deploy/nginx/ibr-read-calls.conf from the contract.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { READ_CALLS_FILE, readCallPaths, readCallsConf } from './read-calls.js'

const text = readCallsConf()
const path = fileURLToPath(READ_CALLS_FILE)
const before = (() => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
})()
if (before === text) {
  console.log(`${path}: up to date (${readCallPaths().length} read calls)`)
} else {
  writeFileSync(path, text)
  console.log(`${path}: written (${readCallPaths().length} read calls)`)
}
