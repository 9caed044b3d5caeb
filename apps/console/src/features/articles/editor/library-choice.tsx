import { useRef, useState } from 'react'
import { MediaPicker, type PickedFile } from '../../../components/media-picker/media-picker'

type Kind = 'image' | 'video' | 'document'

/**
 * The media library's picker as a promise: `choose(kind)` opens it and resolves with the file chosen,
 * or null when it is closed; `picker` is the dialog to render while it is open. The rich-text editor
 * asks for a picture or video this way, and the file fields for theirs.
 */
export function useLibraryChoice() {
  const [open, setOpen] = useState<Kind | null>(null)
  const settle = useRef<((file: PickedFile | null) => void) | null>(null)
  const finish = (file: PickedFile | null) => {
    settle.current?.(file)
    settle.current = null
    setOpen(null)
  }
  const choose = (kind: Kind) =>
    new Promise<PickedFile | null>((resolve) => {
      settle.current?.(null)
      settle.current = resolve
      setOpen(kind)
    })
  const picker = open ? <MediaPicker kind={open} onPick={(file) => finish(file)} onClose={() => finish(null)} /> : null
  return { choose, picker }
}
