/** Why a chosen file cannot be sent, checked before uploading (the server checks again, by content). */
export type FileProblem = 'type' | 'size' | 'empty' | null

export function checkFile(file: { name: string; size: number }, accept: readonly string[], maxBytes: number): FileProblem {
  const dot = file.name.lastIndexOf('.')
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : ''
  if (!accept.includes(extension)) return 'type'
  if (file.size === 0) return 'empty'
  if (file.size > maxBytes) return 'size'
  return null
}
