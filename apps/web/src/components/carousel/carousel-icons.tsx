/** The carousel's play and pause glyph; its name comes from aria-label. */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="currentColor">
      {playing ? <path d="M4 2.5h2.5v11H4zM9.5 2.5H12v11H9.5z" /> : <path d="M4.5 2.5v11l9-5.5z" />}
    </svg>
  )
}
