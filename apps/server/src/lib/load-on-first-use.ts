import { createRequire } from 'node:module'

const load = createRequire(import.meta.url)

/**
 * A package loaded at its first use rather than at start, synchronously (Node's require reads
 * CommonJS and ES modules alike), for what a running server seldom or never needs: its code would
 * otherwise stay in the heap of every instance (docs/benchmarks.md, "Memory at rest and under load").
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= load(name) as T)
}
