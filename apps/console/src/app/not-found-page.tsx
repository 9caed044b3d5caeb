import { Link } from 'react-router'
import { PageHeading } from '../components/page-heading/page-heading'
import { useT } from '../i18n/use-t'
import { paths } from '../lib/paths'
import { useDocumentTitle } from '../lib/use-document-title'

/** An address the console has no screen for. */
export function NotFoundPage() {
  const t = useT()
  useDocumentTitle(t('notFound.title'))
  return (
    <>
      <PageHeading intro={t('notFound.body')}>{t('notFound.title')}</PageHeading>
      <Link to={paths.dashboard.getHref()}>{t('notFound.home')}</Link>
    </>
  )
}
