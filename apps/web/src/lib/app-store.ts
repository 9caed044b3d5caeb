import type { MenuChild, MenuEntry } from '@ibr/contract'
import { createStore } from '@ibr/ui/create-store'

export interface AppState {
  /** Whether the notice banner has been seen. */
  notice: boolean
  /** True while any request is pending. */
  loading: boolean
  menuList: MenuEntry[]
  /** False until the first menu request has answered or failed. */
  menuLoaded: boolean
  currentMenu: MenuEntry | null
  currentSubMenu: MenuChild | null
}

export const appStore = createStore<AppState>({
  notice: false,
  loading: false,
  menuList: [],
  menuLoaded: false,
  currentMenu: null,
  currentSubMenu: null,
})
