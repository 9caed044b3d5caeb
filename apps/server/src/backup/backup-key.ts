import { readFileSync } from 'node:fs'

/** The shortest BACKUP_KEY taken: 32 characters, e.g. `openssl rand -hex 32` gives 64. */
export const BACKUP_KEY_MIN_LENGTH = 32

type Env = Record<string, string | undefined>

/**
 * The secret archives are signed with: BACKUP_KEY, or the contents of the file BACKUP_KEY_FILE names
 * (a systemd credential, a file only the site's user may read), never both. '' when neither is set:
 * backups are then written unsigned (docs/backup.md). A problem is added for a key too short to
 * resist guessing, or a file that cannot be read.
 */
export function backupKeySetting(env: Env, problems: string[]): string {
  const inline = env.BACKUP_KEY ?? ''
  const file = env.BACKUP_KEY_FILE ?? ''
  if (inline && file) {
    problems.push('BACKUP_KEY and BACKUP_KEY_FILE are both set: give the key one way')
    return ''
  }
  let key = inline
  if (file) {
    try {
      // A trailing newline is how editors and `openssl rand -hex 32 > file` end a file, not part of the key.
      key = readFileSync(file, 'utf8').trim()
    } catch (error) {
      problems.push(`BACKUP_KEY_FILE cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message} (${file})`)
      return ''
    }
  }
  if (key && key.length < BACKUP_KEY_MIN_LENGTH) {
    problems.push(
      `${file ? 'the key in BACKUP_KEY_FILE' : 'BACKUP_KEY'} must be at least ${BACKUP_KEY_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`,
    )
    return ''
  }
  if (file && !key) problems.push(`BACKUP_KEY_FILE names an empty file (${file})`)
  return key
}
