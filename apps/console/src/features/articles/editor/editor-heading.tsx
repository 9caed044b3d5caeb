import type { ArticleEditable, ArticleDoc } from '@ibr/contract/staff-client'
import { PageHeading } from '../../../components/page-heading/page-heading'
import { useMessages, type Translate, type MessageKey } from '../../../i18n/use-t'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { ArticleViewsNote } from '../article-views'
import { StateBadges } from '../state-badges'
import { PublicScheduleNote } from './public-schedule'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof editorMessages | typeof shared> | MessageKey

/** An item's name as saved (a title typed but not saved does not rename the screen). */
export const savedTitle = (article: ArticleEditable, t: Translate<Key>) =>
  article.doc.zh.title || article.doc.en.title || t('articles.untitled')

/** The editor's heading: the item's saved title (or "New news item"), its kind, version, states, and what readers see now and next. */
export function EditorHeading({ article, kind }: { article: ArticleEditable | null; kind: ArticleDoc['kind'] }) {
  const t = useMessages(messages, editorMessages, shared)
  const title = article ? savedTitle(article, t) : t('editor.newTitle', { kind: t(`kind.${kind}`) })
  useDocumentTitle(title)
  return (
    <PageHeading
      intro={
        article && (
          <span className={styles.facts}>
            <span>{t('editor.facts', { kind: t(`kind.${kind}`), version: article.version })}</span>
            <StateBadges states={article.states} archived={article.status === 'archived'} />
            <PublicScheduleNote schedule={article.schedule} />
            <ArticleViewsNote id={article.id} />
          </span>
        )
      }
    >
      {title}
    </PageHeading>
  )
}
