import { useEffect } from 'react'
import { useT } from '../i18n/use-t'

/** Names the screen in the window title ("screen - console"), in the language shown. */
export function useDocumentTitle(screen: string) {
  const t = useT()
  const title = t('app.pageTitle', { page: screen, app: t('app.name') })
  useEffect(() => {
    document.title = title
  }, [title])
}
