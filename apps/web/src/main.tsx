import { htmlLang } from '@ibr/ui/lang-storage'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { ErrorBoundary } from './components/error-boundary/error-boundary'
import './app/styles/global.css'
import { currentLang, t } from './i18n'

document.documentElement.lang = htmlLang(currentLang)
document.title = t('site.name')

const root = createRoot(document.getElementById('root')!)
// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task on a phone's first load. The server's banner stays on
// screen until the commit replaces it.
startTransition(() =>
  root.render(
    <StrictMode>
      {/* The last resort, when the page frame itself fails; pages fail inside the frame (site-layout). */}
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  ),
)
