import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { ToastRegion } from '../components/toast/toast-region'
import { useLang } from '../i18n/use-t'
import { ROUTER_BASENAME } from '../lib/paths'
import { createQueryClient, forgetOnSignOut } from '../lib/query-client'
import { routes } from './routes'

/** The console: its screens at their addresses under /console, the answers they share, and the notifications. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: ROUTER_BASENAME }))
  const [client] = useState(createQueryClient)
  useEffect(() => forgetOnSignOut(client), [client])
  return (
    <QueryClientProvider client={client}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>
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
