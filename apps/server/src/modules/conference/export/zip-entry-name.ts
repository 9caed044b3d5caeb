/** Extensions of the types a registration's upload may have (contract: UPLOAD_IMAGE_TYPES, UPLOAD_DOCUMENT_TYPES). */
const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
}

/** Longest part of an entry name, in characters, and longest whole name in UTF-8 bytes (file systems allow 255). */
export const SEGMENT_MAX = 40
export const NAME_MAX_BYTES = 200

/**
 * Control characters (C0, DEL, C1), the separators and characters Windows refuses, and the
 * invisible direction overrides that make "gpj.exe" read as "exe.jpg".
 */
const UNSAFE = /[\p{Cc}/\\:*?"<>|\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/**
 * One part of an entry name made safe to unpack anywhere: no path separator or control character,
 * no leading dot (a hidden file, or ".."), no trailing dot or space (Windows drops them), spaces
 * collapsed, at most `max` characters (whole code points: an emoji is never cut in half). Chinese
 * and other letters stay as they are.
 */
export function safeSegment(text: string, max = SEGMENT_MAX): string {
  const cleaned = text
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
  return Array.from(cleaned)
    .slice(0, max)
    .join('')
    .replace(/[.\s]+$/, '')
}

/** The extension of a stored file: from its checked type, else from its name, else "bin". */
export function fileExtension(mime: string, name: string): string {
  const known = EXTENSION_BY_TYPE[mime]
  if (known) return known
  const dot = name.lastIndexOf('.')
  const fromName = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  return /^[a-z0-9]{1,8}$/.test(fromName) ? fromName : 'bin'
}

function capBytes(text: string, maxBytes: number): string {
  const chars = Array.from(text)
  while (chars.length > 0 && Buffer.byteLength(chars.join('')) > maxBytes) chars.pop()
  return chars.join('').replace(/[.\s]+$/, '')
}

/**
 * Names the files of one registration inside the ZIP, `<confirmation code>-<name>-<field>.<ext>`,
 * each part made safe, an empty part left out, and a second file of the same field numbered
 * (`…-cv-2.pdf`). Confirmation codes are unique, so names need only be unique within a registration.
 */
export function entryNamer(confirmCode: string, registrant: string) {
  const taken = new Set<string>()
  const code = safeSegment(confirmCode) || 'registration'
  const person = safeSegment(registrant)
  return (field: string, mime: string, fileName: string): string => {
    const ext = fileExtension(mime, fileName)
    const fieldPart = safeSegment(field)
    // The person's name gives way first when a name is too long in bytes (Chinese takes 3 per character).
    const fixed = [code, fieldPart].filter(Boolean).join('-')
    const room = NAME_MAX_BYTES - Buffer.byteLength(fixed) - ext.length - 8
    const personPart = person ? capBytes(person, Math.max(0, room)) : ''
    const base = [code, personPart, fieldPart].filter(Boolean).join('-')
    let name = `${base}.${ext}`
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}-${n}.${ext}`
    taken.add(name.toLowerCase())
    return name
  }
}
