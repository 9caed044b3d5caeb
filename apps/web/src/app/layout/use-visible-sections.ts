import { useStore } from '@ibr/ui/create-store'
import { useMemo } from 'react'
import { settings } from '../../lib/settings'
import { appStore } from '../../lib/app-store'
import { visibleSections } from '../visible-menu'

export function useVisibleSections() {
  const menuList = useStore(appStore, (s) => s.menuList)
  return useMemo(() => visibleSections(menuList, settings.product), [menuList])
}
