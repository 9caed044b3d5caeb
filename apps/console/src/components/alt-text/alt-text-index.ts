import { STAFF_API, type MediaFile, type MediaGetRet, type MediaListRet } from '@ibr/contract/staff-client'
import type { Query, QueryCache, QueryClient } from '@tanstack/react-query'

/** The library's calls whose answers hold a file's alt text; a save invalidates them. */
export const ALT_TEXT_CALLS = [STAFF_API.mediaList, STAFF_API.mediaGet] as const

interface Held {
  at: number
  /** `[altZh, altEn]` as JSON: a string, so unchanged reads compare equal. */
  alt: string
}

const isAltQuery = (query: Query) => (ALT_TEXT_CALLS as readonly unknown[]).includes(query.queryKey[0])

function filesOf(query: Query): MediaFile[] {
  const data = query.state.data as Partial<MediaListRet & MediaGetRet> | undefined
  if (data?.file) return [data.file]
  return data?.list ?? []
}

/**
 * Each file's alt text as the library's cached answers hold it, by file id: a cache event reads only the
 * answer it concerns, and wakes only the fields showing a file whose newest alt text changed.
 */
class AltTextIndex {
  /** Per file, what each cached answer (by its hash) holds. */
  private readonly byFile = new Map<string, Map<string, Held>>()
  /** Per cached answer, the files it holds, to forget them when it changes or goes. */
  private readonly byQuery = new Map<string, { data: unknown; ids: string[] }>()
  private readonly listeners = new Map<string, Set<() => void>>()

  constructor(cache: QueryCache) {
    for (const query of cache.getAll()) if (isAltQuery(query)) this.read(query)
    cache.subscribe((event) => {
      if (!isAltQuery(event.query)) return
      if (event.type === 'removed') this.drop(event.query.queryHash)
      else if (event.type === 'added' || event.type === 'updated') this.read(event.query)
    })
  }

  /** The newest alt text cached for the file, as JSON. */
  alt(id: string): string | undefined {
    let newest: Held | undefined
    for (const held of this.byFile.get(id)?.values() ?? []) if (!newest || held.at > newest.at) newest = held
    return newest?.alt
  }

  subscribe(id: string, listener: () => void): () => void {
    const set = this.listeners.get(id) ?? new Set()
    this.listeners.set(id, set.add(listener))
    return () => set.delete(listener)
  }

  private read(query: Query): void {
    if (this.byQuery.get(query.queryHash)?.data === query.state.data) return
    const files = filesOf(query)
    const ids = [...(this.byQuery.get(query.queryHash)?.ids ?? []), ...files.map((f) => f.id)]
    const before = new Map(ids.map((id) => [id, this.alt(id)]))
    this.forget(query.queryHash)
    for (const file of files) {
      const held = this.byFile.get(file.id) ?? new Map<string, Held>()
      held.set(query.queryHash, { at: query.state.dataUpdatedAt, alt: JSON.stringify([file.altZh, file.altEn]) })
      this.byFile.set(file.id, held)
    }
    this.byQuery.set(query.queryHash, { data: query.state.data, ids: files.map((f) => f.id) })
    this.notifyChanged(before)
  }

  private drop(hash: string): void {
    const before = new Map((this.byQuery.get(hash)?.ids ?? []).map((id) => [id, this.alt(id)]))
    this.forget(hash)
    this.notifyChanged(before)
  }

  /** Drops what an answer held. */
  private forget(hash: string): void {
    const ids = this.byQuery.get(hash)?.ids ?? []
    for (const id of ids) {
      const held = this.byFile.get(id)
      held?.delete(hash)
      if (held?.size === 0) this.byFile.delete(id)
    }
    this.byQuery.delete(hash)
  }

  /** Wakes the fields of each file whose newest alt text is no longer what it was. */
  private notifyChanged(before: Map<string, string | undefined>): void {
    for (const [id, alt] of before) if (this.alt(id) !== alt) for (const listener of this.listeners.get(id) ?? []) listener()
  }
}

const indexes = new WeakMap<QueryClient, AltTextIndex>()

/** The client's index of cached alt texts, made when first asked for. */
export function altTextIndex(client: QueryClient): AltTextIndex {
  let index = indexes.get(client)
  if (!index) indexes.set(client, (index = new AltTextIndex(client.getQueryCache())))
  return index
}
