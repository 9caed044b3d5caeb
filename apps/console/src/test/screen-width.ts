import { vi } from 'vitest'

/**
 * The window at a phone's width or not, as matchMedia answers it: happy-dom lays nothing out, so a
 * component that asks for the phone's layout is told here. `vi.unstubAllGlobals()` undoes it.
 */
export function screenWidth(phone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}
