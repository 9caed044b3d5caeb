import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../tools/nginx-site.js'

/** The caller's environment less every server setting (.env.example lists them): nothing leaks in from the shell. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const example = readFileSync(join(ROOT, '.env.example'), 'utf8')
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const [, key] of example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)) delete env[key!]
  return env
}
