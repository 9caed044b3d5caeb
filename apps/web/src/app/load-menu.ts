import { API } from '@ibr/contract/paths'
import { api } from '../lib/api'
import { appStore } from '../lib/app-store'

let started = false

/** Loads the top menu list once per page load; a failure leaves the fixed routes working. */
export async function loadMenu(): Promise<void> {
  if (started) return
  started = true
  try {
    const { menuList } = await api.call(API.menuList, { type: 'top' })
    appStore.set({ menuList, menuLoaded: true })
  } catch {
    appStore.set({ menuLoaded: true })
  }
}
