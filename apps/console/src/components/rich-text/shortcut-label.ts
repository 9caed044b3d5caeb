// The same test as ProseMirror's keymap, which decides what 'Mod' is: the label must name the key that works.
const isApple = () => typeof navigator !== 'undefined' && /Mac|iP(hone|[oa]d)/.test(navigator.platform)

const KEY_NAMES: Record<string, { text: string; aria: string; apple?: string }> = {
  Mod: { text: 'Ctrl', aria: 'Control', apple: '⌘' },
  Alt: { text: 'Alt', aria: 'Alt', apple: '⌥' },
  Shift: { text: 'Shift', aria: 'Shift', apple: '⇧' },
}

function parts(binding: string, apple: boolean) {
  return binding.split('-').map((key) => {
    const name = KEY_NAMES[key]
    if (!name) return { text: key.toUpperCase(), aria: key.length === 1 ? key.toUpperCase() : key }
    return { text: (apple && name.apple) || name.text, aria: key === 'Mod' && apple ? 'Meta' : name.aria }
  })
}

/** How a binding is written for the person: Ctrl+Shift+8, or ⌘⇧8 on a Mac. */
export function shortcutText(binding: string, apple = isApple()): string {
  return parts(binding, apple)
    .map((p) => p.text)
    .join(apple ? '' : '+')
}

/** The binding for aria-keyshortcuts: Control+Shift+8, or Meta+Shift+8 on a Mac. */
export function shortcutAria(binding: string, apple = isApple()): string {
  return parts(binding, apple)
    .map((p) => p.aria)
    .join('+')
}
