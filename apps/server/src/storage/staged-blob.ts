import type { Readable } from 'node:stream'
import type { StagedBlob } from './file-store.js'

/** How one store reads, keeps and throws away bytes it has staged. */
export interface StagedBytes {
  open(): Promise<Readable>
  keep(): Promise<void>
  discard(): Promise<void>
}

/**
 * A staged blob of any store, from the hash and count of its bytes (hashingStream's result): once
 * the bytes are kept, dropping them does nothing, so a caller may drop in a `finally` either way.
 */
export function stagedBlob(measured: { sha256: string; bytes: number }, staged: StagedBytes): StagedBlob {
  let kept = false
  return {
    sha256: measured.sha256,
    size: measured.bytes,
    open: () => staged.open(),
    keep: async () => {
      await staged.keep()
      kept = true
    },
    drop: async () => {
      if (!kept) await staged.discard()
    },
  }
}
