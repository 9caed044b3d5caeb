import { EDITABLE_KINDS, STAFF_API } from '@ibr/contract/staff-client'
import type { ArticleKind } from '@ibr/contract/enums'
import { Link, useParams, useSearchParams } from 'react-router'
import { CallError } from '../../../components/call-error/call-error'
import { Loading } from '../../../components/loading/loading'
import { PageHeading } from '../../../components/page-heading/page-heading'
import { Panel } from '../../../components/panel/panel'
import { useMessages } from '../../../i18n/use-t'
import { paths } from '../../../lib/paths'
import { useStaffQuery } from '../../../lib/use-staff-query'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { ArticleEditor } from './article-editor'
import { emptyDoc } from '../doc-fields'
import { savedTitle } from './editor-heading'
import { stateOf } from './use-editor-state'
import { useSections } from '../../../lib/use-sections'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

const kindOf = (value: string | null): ArticleKind | null => EDITABLE_KINDS.find((kind) => kind === value) ?? null

/** `/articles/new?kind=news` (a new item of that kind) or `/articles/:id` (an item as its editor shows it). */
export function ArticleEditorPage() {
  const t = useMessages(messages, editorMessages, shared)
  const params = useParams()
  const [search] = useSearchParams()
  const id = params.id === undefined ? null : Number(params.id)
  const validId = id !== null && Number.isInteger(id) && id > 0
  const newKind = id === null ? kindOf(search.get('kind')) : null
  const item = useStaffQuery(validId ? STAFF_API.articleGet : null, { id: id ?? 0 })
  const sections = useSections()
  // An answer about another item (the address changed meanwhile) is not shown under this one's.
  const article = item.data?.article.id === id ? item.data.article : undefined
  if (sections.data && (article || (id === null && newKind)))
    return (
      <>
        <BackLink />
        <ArticleEditor
          key={article ? article.id : `new:${newKind}`}
          initial={article ? stateOf(article) : { article: null, base: emptyDoc(newKind!), version: null, doc: emptyDoc(newKind!) }}
          sections={sections.data.sections}
        />
      </>
    )
  const heading = article ? savedTitle(article, t) : newKind ? t('editor.newTitle', { kind: t(`kind.${newKind}`) }) : t('editor.title')
  return (
    <>
      <BackLink />
      <Heading text={heading} />
      {(id !== null && !validId) || item.error?.code === 'notFound' ? (
        <Panel tone="warning">
          <p>{t('editor.notFound')}</p>
        </Panel>
      ) : id === null && !newKind ? (
        <Panel tone="warning">
          <p>{t('editor.badKind')}</p>
        </Panel>
      ) : item.error || sections.error ? (
        <CallError error={(item.error ?? sections.error)!} onRetry={item.error ? item.reload : sections.reload} />
      ) : (
        <Loading />
      )}
    </>
  )
}

function BackLink() {
  const t = useMessages(messages, editorMessages, shared)
  return (
    <Link to={paths.articles.getHref()} className={styles.back}>
      {t('editor.back')}
    </Link>
  )
}

/** The screen's heading while there is no editor to show (loading, not found). */
function Heading({ text }: { text: string }) {
  useDocumentTitle(text)
  return <PageHeading>{text}</PageHeading>
}
