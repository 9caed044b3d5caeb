import { htmlLang } from '@ibr/ui/lang-storage'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { ErrorBoundary } from './components/error-boundary/error-boundary'
import './app/styles/global.css'
import { currentLang, t } from './i18n'

document.documentElement.lang = htmlLang(currentLang)
document.title = t('site.name')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The last resort, when the page frame itself fails; pages fail inside the frame (site-layout). */}
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
)
