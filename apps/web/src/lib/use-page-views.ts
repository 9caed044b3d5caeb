import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { currentLang } from '../i18n'
import { pageBeacon } from './page-beacon'

const count = pageBeacon(currentLang, () => ({
  navigator,
  referrer: document.referrer,
  host: location.host,
  width: window.innerWidth,
}))

/** Sends the page-view beacon on each route the reader opens (the root only redirects to home: not a page). */
export function usePageViews() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname !== '/') count(pathname)
  }, [pathname])
}
