/** Decorative glyphs for the carousel's buttons; their names come from aria-label. */
export function ChevronIcon({ left }: { left: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={left ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="currentColor">
      {playing ? <path d="M4 2.5h2.5v11H4zM9.5 2.5H12v11H9.5z" /> : <path d="M4.5 2.5v11l9-5.5z" />}
    </svg>
  )
}
