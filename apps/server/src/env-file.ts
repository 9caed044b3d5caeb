import { existsSync } from 'node:fs'

/**
 * Adds the settings of a `.env` file (by default in the working directory) to the environment, when
 * the file exists. A variable the environment already has keeps its value: the environment wins.
 */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path)
}
