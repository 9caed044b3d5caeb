import { useEffect } from 'react'
import { t } from '../i18n'

/** Names the page in the window title: "page - site", or the site alone on home. */
export function useDocumentTitle(page: string | null | undefined) {
  useEffect(() => {
    document.title = page ? t('common.pageTitle', { page, site: t('site.name') }) : t('site.name')
  }, [page])
}
