import type { MenuChild, MenuEntry } from '@ibr/contract'
import { appStore } from './app-store'

/** Choosing an entry stores it as the current menu and sub-menu before the link navigates. */
export function selectMenu(menu: MenuEntry | null, subMenu: MenuChild | null = null) {
  appStore.set({ currentMenu: menu, currentSubMenu: subMenu })
}
