import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe } from 'vitest'
import { fileStoreContract } from '../test/file-store-contract.js'
import { DirectoryFileStore } from './directory-file-store.js'

const roots: string[] = []
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })))
})

describe('DirectoryFileStore', () => {
  fileStoreContract(async () => {
    const root = await mkdtemp(join(tmpdir(), 'ibr-store-'))
    roots.push(root)
    return {
      store: new DirectoryFileStore(root),
      staged: async () => (await readdir(join(root, 'staging')).catch(() => [])).length,
    }
  })
})
