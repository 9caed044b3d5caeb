import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import './app/styles/global.css'
import { currentLang, t } from './i18n'
import { htmlLang } from './i18n/lang'

document.documentElement.lang = htmlLang(currentLang)
document.title = t('site.name')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
