import type { DatabaseKind } from '../db/database.js'

/**
 * The archive's layout version: a restore refuses a layout it does not know. 2 added the signature
 * part; a format-1 archive has none, so it restores only with --unsigned.
 */
export const ARCHIVE_FORMAT = 2
export const READABLE_FORMATS: readonly number[] = [1, 2]

/**
 * Names of the archive's parts. The manifest comes after the data: it holds the checksums of the parts
 * before it; the signature of the manifest, when the site has a key, is the last part.
 */
export const PART = {
  /** PostgreSQL's own dump in its custom format (`pg_dump -Fc`), restored with `pg_restore`. */
  pgDump: 'database.pgdump',
  /** The embedded database's rows, table by table, as JSON lines (loads into either database). */
  rows: 'database.ndjson',
  manifest: 'manifest.json',
  /** HMAC-SHA256 of the manifest's bytes with BACKUP_KEY (archive-signature.ts); absent when written without a key. */
  signature: 'manifest.sig',
} as const

/** A stored blob's part: named by the blob's SHA-256, which is also its checksum. */
export const filePart = (sha256: string) => `files/${sha256}`
export const FILE_PART = /^files\/([0-9a-f]{64})$/

export interface PartSum {
  bytes: number
  sha256: string
}

/** What an archive holds, written as its last part. */
export interface Manifest {
  format: number
  /** The site's version that wrote it (apps/server/package.json). */
  version: string
  createdAt: string
  database: {
    kind: DatabaseKind
    /** The last migration applied, and how many were. */
    migration: string
    migrationCount: number
    /** Rows of every table when the dump was taken. */
    rows: Record<string, number>
  }
  files: {
    count: number
    bytes: number
    /** Files the database names that the store did not have when the backup ran (already lost). */
    missing: string[]
  }
  /** Every part before the manifest, by name. */
  parts: Record<string, PartSum>
}
