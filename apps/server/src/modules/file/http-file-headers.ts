/**
 * Content-Disposition with both name forms (RFC 6266): an ASCII fallback for old clients and the
 * exact UTF-8 name, so Chinese file names survive the download.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file'
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/** A strong validator from the content hash: the same id always has the same bytes. */
export const entityTag = (sha256: string, variant = '') => `"${sha256.slice(0, 32)}${variant ? `-${variant}` : ''}"`

/** If-None-Match holds the tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null

/**
 * One byte range of a Range header (what a <video> element asks for); null means send the whole
 * file, which is also the answer to forms this server does not serve (several ranges, other units).
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  if (start >= size) return 'unsatisfiable'
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (end < start) return null
  return { start, end }
}
