import { useState, type ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { ToastRegion } from '../components/toast/toast-region'
import { useLang } from '../i18n/use-t'
import { ROUTER_BASENAME } from '../lib/paths'
import { routes } from './routes'

/** The console: its screens at their addresses under /console, and the notifications. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: ROUTER_BASENAME }))
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}

/** React Aria's own texts (announcements, a list's empty state) in the console's language. */
export function AppProviders({ children }: { children: ReactNode }) {
  const lang = useLang()
  return (
    <I18nProvider locale={lang === 'en' ? 'en-US' : 'zh-CN'}>
      {children}
      <ToastRegion />
    </I18nProvider>
  )
}
