import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react'

/** The list with one item taken from `from` and put at `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

interface ReorderOptions {
  count: number
  /** Makes the move (the owner of the list changes it). */
  onMove: (from: number, to: number) => void
  /** What a screen reader is told after a move. */
  announce: (from: number, to: number) => string
}

/**
 * One way to reorder any list, by pointer and keyboard alike: move buttons (`move`), Alt+↑/↓ on an
 * item's handle, and dragging the handle onto another item's place. Every move is announced, and
 * focus follows the moved item's handle, so a keyboard user can keep moving it.
 */
export function useReorder({ count, onMove, announce }: ReorderOptions) {
  const [message, setMessage] = useState('')
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const handles = useRef<(HTMLElement | null)[]>([])

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= count) return
    onMove(from, to)
    setMessage(announce(from, to))
    requestAnimationFrame(() => handles.current[to]?.focus())
  }
  const endDrag = () => {
    setDragged(null)
    setOver(null)
  }

  return {
    /** The live region's text (render it in `<Announcer>`). */
    message,
    /** Announces another change of the list (an item added or removed) in the same live region. */
    say: setMessage,
    move,
    /** The item's focusable handle: Alt+↑/↓ moves the item, and it is what a pointer drags. */
    handle: (index: number) => ({
      ref: (element: HTMLElement | null) => {
        handles.current[index] = element
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
        event.preventDefault()
        move(index, event.key === 'ArrowUp' ? index - 1 : index + 1)
      },
      'aria-keyshortcuts': 'Alt+ArrowUp Alt+ArrowDown',
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', String(index))
        setDragged(index)
      },
      onDragEnd: endDrag,
    }),
    /** The item's place, where a dragged handle is dropped; `data-drop-target` marks it meanwhile. */
    target: (index: number) => ({
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setOver(index)
      },
      onDrop: (event: DragEvent) => {
        if (dragged === null) return
        event.preventDefault()
        move(dragged, index)
        endDrag()
      },
      'data-dragged': dragged === index || undefined,
      'data-drop-target': (over === index && dragged !== index) || undefined,
    }),
  }
}
