import { BIDI_CONTROLS } from '@ibr/contract'

/**
 * Keeps what a name may safely carry into a Content-Disposition header and a page: no folders, no
 * control characters, no bidirectional marks or overrides (U+202E makes `…gnp.exe` read `…exe.png`).
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .replace(BIDI_CONTROLS, '')
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 120)
  return cleaned || 'file'
}
