import { useStore } from '@ibr/ui/create-store'
import { useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { HashRouter, useLocation, useNavigate, useRoutes } from 'react-router'
import { ToastRegion } from '../components/toast/toast-region'
import { LoadingBar } from '../components/loading-bar/loading-bar'
import { loadMenu } from './load-menu'
import { matchMenu } from '../lib/menu-match'
import { buildRoutes } from './routes'
import { settings } from '../lib/settings'
import { appStore } from '../lib/app-store'
import { visibleSections } from '../lib/visible-menu'
import { usePageViews } from '../lib/use-page-views'

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
  // The store's update is urgent (useSyncExternalStore); the new route table, and with it the whole
  // page, is rendered as a transition: in slices of a few milliseconds instead of one long task. Only
  // the menu is read: a change elsewhere in the store (the loading bar's count) during that transition
  // would make React redo it at once, in one task.
  const menuList = useDeferredValue(useStore(appStore, (s) => s.menuList))
  const menuLoaded = useDeferredValue(useStore(appStore, (s) => s.menuLoaded))
  useEffect(() => void loadMenu(), [])
  const sections = useMemo(() => (menuLoaded ? visibleSections(menuList, settings.product) : null), [menuList, menuLoaded])
  const routes = useMemo(() => buildRoutes(sections), [sections])
  useMenuSelection()
  useMissedNavigation()
  usePageViews()
  return useRoutes(routes)
}

/**
 * The first render is a transition that yields to the browser between slices, and the router listens
 * for address changes only once it has committed: an address changed meanwhile (a link followed, the
 * back button) would be lost. Once the router listens (passive effects run after its layout effect), it
 * is brought to the address the browser shows, if they differ.
 */
function useMissedNavigation() {
  const location = useLocation()
  const navigate = useNavigate()
  const checked = useRef(false)
  useEffect(() => {
    if (checked.current) return
    checked.current = true
    const shown = window.location.hash.replace(/^#/, '') || '/'
    const routed = `${location.pathname}${location.search}${location.hash}`
    if (decodeURI(shown) !== decodeURI(routed)) void navigate(shown, { replace: true })
  }, [location, navigate])
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
