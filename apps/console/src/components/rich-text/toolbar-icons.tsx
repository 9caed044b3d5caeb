import type { ReactNode } from 'react'

// Line icons drawn on a 24-unit grid in the text colour; each button carries its name in words.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export const BulletListIcon = () => (
  <Icon>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Icon>
)

export const OrderedListIcon = () => (
  <Icon>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5l1.5-1V8M3.5 14.5a1.5 1.5 0 1 1 2.5 1.2L3.5 19h3" />
  </Icon>
)

export const QuoteIcon = () => (
  <Icon>
    <path d="M10 7H5v5h4c0 2.5-1.5 4-4 4M19 7h-5v5h4c0 2.5-1.5 4-4 4" />
  </Icon>
)

export const LinkIcon = () => (
  <Icon>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
)

export const ImageIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="8.5" cy="10" r="1.5" />
    <path d="M21 16l-5-5-9 8" />
  </Icon>
)

export const VideoIcon = () => (
  <Icon>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3z" />
  </Icon>
)

export const TableIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="1" />
    <path d="M3 10h18M3 15h18M9 10v10M15 10v10" />
  </Icon>
)

export const UndoIcon = () => (
  <Icon>
    <path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
  </Icon>
)

export const RedoIcon = () => (
  <Icon>
    <path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
  </Icon>
)

export const BoldIcon = () => (
  <Icon>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" strokeWidth="2.5" />
  </Icon>
)

export const ItalicIcon = () => (
  <Icon>
    <path d="M10 5h8M6 19h8M14 5l-4 14" />
  </Icon>
)

// A heading's level drawn, not written: a button's visible text must be part of its name, and the
// name is the level in words ("Heading 2", "二级标题").
const DIGITS = {
  2: 'M14 9.5a2.5 2.5 0 0 1 5 0c0 2.5-5 4.5-5 8.5h5',
  3: 'M14 7h5l-3 4a3.5 3.5 0 1 1-2.5 6',
  4: 'M18 18V7l-5 7.5h7',
} as const

export const HeadingIcon = ({ level }: { level: keyof typeof DIGITS }) => (
  <Icon>
    <path d={`M3 6v12M3 12h7M10 6v12 ${DIGITS[level]}`} />
  </Icon>
)
