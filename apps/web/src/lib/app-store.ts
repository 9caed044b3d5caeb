import type { MenuChild, MenuEntry } from '@ibr/contract'
import { createStore } from '@ibr/ui/create-store'

/** A signed-in user (seed point 3); the public site has none, later consoles fill it. */
export interface User {
  id: string | number
  roles: { roletype: string | number }[]
  group?: { groupadmin?: string | number | null } | null
}
/** The visit record: its user type is a string like "99" or "1,99", or a list. */
export interface Visit {
  usertype: string | number | readonly (string | number)[]
}

export interface AppState {
  user: User | null
  visit: Visit | null
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
  user: null,
  visit: null,
  notice: false,
  loading: false,
  menuList: [],
  menuLoaded: false,
  currentMenu: null,
  currentSubMenu: null,
})
