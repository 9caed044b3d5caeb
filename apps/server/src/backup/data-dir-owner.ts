import { readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'

/** The name /etc/passwd gives a user id, or the id itself. */
function userName(uid: number): string {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.split(':')[2] === String(uid))
    return line?.split(':')[0] ?? `uid ${uid}`
  } catch {
    return `uid ${uid}`
  }
}

/**
 * Why a restore run by root must not write into `dataDir`, or undefined when it may: what root writes
 * there (the file store's folders, the embedded database) would be root's, and the site, running as
 * the folder's owner (`ibr` in docs/deploy.md), could then neither open the database nor store a file
 * whose name falls in a folder root made. A folder not made yet, or root's own, is fine.
 */
export async function rootInOthersDataDir(dataDir: string, uid = process.getuid?.()): Promise<string | undefined> {
  if (uid !== 0) return undefined
  const owner = await stat(dataDir).then(
    (s) => s.uid,
    () => 0,
  )
  if (owner === 0) return undefined
  const name = userName(owner)
  return (
    `you are root and DATA_DIR (${dataDir}) belongs to ${name}: what the restore writes there would be root's, ` +
    `and the site, running as ${name}, could not add files beside it. Run it as ${name} (sudo -u ${name} npm run restore -- FILE)`
  )
}
