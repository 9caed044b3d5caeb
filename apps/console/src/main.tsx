import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import './app/styles/global.css'
import { htmlLang } from '@ibr/ui/lang-storage'
import { langStore } from './i18n/lang'

document.documentElement.lang = htmlLang(langStore.get().lang)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
