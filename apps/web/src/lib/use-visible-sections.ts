import { useStore } from '@ibr/ui/create-store'
import { useDeferredValue, useMemo } from 'react'
import { settings } from './settings'
import { appStore } from './app-store'
import { visibleSections } from './visible-menu'

/**
 * The menu's sections. Deferred, as the route table is (app.tsx): the menu's arrival re-renders the
 * header and the page in a transition, in slices, rather than in one long task.
 */
export function useVisibleSections() {
  const menuList = useDeferredValue(useStore(appStore, (s) => s.menuList))
  return useMemo(() => visibleSections(menuList, settings.product), [menuList])
}
