import { useMemo } from 'react'
import { useStore } from '../../lib/create-store'
import { settings } from '../settings'
import { appStore } from '../store'
import { visibleSections } from '../visible-menu'

export function useVisibleSections() {
  const menuList = useStore(appStore, (s) => s.menuList)
  return useMemo(() => visibleSections(menuList, settings.product), [menuList])
}
