import type { Readable } from 'node:stream'

/** What the store knows of one stored object. */
export interface StoredInfo {
  size: number
  modified: Date
}

/** Inclusive byte positions, as in a Range header. */
export interface ByteSpan {
  start: number
  end: number
}

/** Names one stored object: a blob by its hash, or one of its variants (a resized copy) by name. */
export interface ObjectKey {
  sha256: string
  variant?: string
}

/** One stored object and its size, as a listing of the whole store gives it. */
export interface ListedObject {
  key: ObjectKey
  size: number
}

/** Bytes received into the store but not yet kept: checked first, then kept as a blob or dropped. */
export interface StagedBlob {
  sha256: string
  size: number
  /** The staged bytes, to check them before they are kept. */
  open(): Promise<Readable>
  /** Makes the bytes the blob of their hash (identical bytes already stored stay as they are). */
  keep(): Promise<void>
  /** Removes the staged bytes; does nothing once they are kept. */
  drop(): Promise<void>
}

/**
 * Where file bytes live, addressed by content hash; the metadata rows (table `file`) say who may see
 * them. Routes get streams and sizes, never a location, so a directory or an object store can serve.
 */
export interface FileStore {
  /** Stores the bytes unless an object with the same hash exists; answers the hash. */
  put(bytes: Buffer): Promise<string>
  /**
   * Receives a stream without holding it in memory (a video of hundreds of megabytes), hashing it on
   * the way; nothing is a blob until the staged bytes are kept.
   */
  stage(source: Readable): Promise<StagedBlob>
  /** Stores a variant of a blob (a resized copy), replacing any earlier one whole. */
  putVariant(sha256: string, variant: string, bytes: Buffer): Promise<void>
  /** The names of a blob's variants. */
  variants(sha256: string): Promise<string[]>
  /** Removes the named variants of a blob (a crop around a focal point that moved). */
  removeVariants(sha256: string, variants: readonly string[]): Promise<void>
  /** Size and time of an object, or null when there is none. */
  stat(key: ObjectKey): Promise<StoredInfo | null>
  /** The object's bytes, or only a span of them; null when there is none. */
  open(key: ObjectKey, span?: ByteSpan): Promise<Readable | null>
  /** Removes a blob and every variant of it; the caller checks that no row still names it. */
  remove(sha256: string): Promise<void>
  /**
   * Every stored object, blobs before variants, read page by page (a store of a million files is
   * never listed whole in memory): what copying between stores and backups walk.
   */
  list(): AsyncIterable<ListedObject>
}
