import { createStore, useStore } from '@ibr/ui/create-store'

export interface AltTexts {
  altZh: string
  altEn: string
}

/**
 * Alt text saved on library files during this visit, by file id: every place showing the same image
 * (its picture field, the editor's notice, the approval) sees the new text at once, without asking
 * the library again.
 */
export const altTextStore = createStore<Record<string, AltTexts>>({})

export const altTextSaved = (id: string, alt: AltTexts) => altTextStore.set({ [id]: alt })

/** The file with the alt text saved since it was read, if any. */
export function useCurrentAlt<F extends AltTexts & { id: string }>(file: F | null | undefined): F | null | undefined {
  const saved = useStore(altTextStore, (state) => (file ? state[file.id] : undefined))
  return file && saved ? { ...file, ...saved } : file
}
