import { useStore } from '@ibr/ui/create-store'
import { useEffect, useMemo } from 'react'
import { HashRouter, useLocation, useRoutes } from 'react-router'
import { ToastRegion } from '../components/toast/toast-region'
import { LoadingBar } from '../components/loading-bar/loading-bar'
import { loadMenu } from './load-menu'
import { matchMenu } from './menu-match'
import { buildRoutes } from './routes'
import { settings } from '../lib/settings'
import { appStore } from '../lib/app-store'
import { visibleSections } from './visible-menu'

export function App() {
  return (
    <HashRouter>
      <Routes />
      <LoadingBar />
      <ToastRegion />
    </HashRouter>
  )
}

function Routes() {
  const { menuList, menuLoaded } = useStore(appStore, (s) => s)
  useEffect(() => void loadMenu(), [])
  const sections = useMemo(() => (menuLoaded ? visibleSections(menuList, settings.product) : null), [menuList, menuLoaded])
  const routes = useMemo(() => buildRoutes(sections), [sections])
  useMenuSelection()
  return useRoutes(routes)
}

/** Keeps the current menu and sub-menu in step with the location. */
function useMenuSelection() {
  const { pathname } = useLocation()
  const menuList = useStore(appStore, (s) => s.menuList)
  useEffect(() => {
    const { menu, subMenu } = matchMenu(menuList, pathname)
    const state = appStore.get()
    if (state.currentMenu !== menu || state.currentSubMenu !== subMenu) appStore.set({ currentMenu: menu, currentSubMenu: subMenu })
  }, [pathname, menuList])
}
