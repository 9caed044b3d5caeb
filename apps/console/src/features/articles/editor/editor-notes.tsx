import type { ArticleEditable, PresenceRet } from '@ibr/contract/staff-client'
import { useLang, useMessages } from '../../../i18n/use-t'
import { formatDateTime } from '../../../lib/format-date'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

/** What the editor says above the form: who else has the item open, the reviewer's comment, how many fields may be outdated. */
export function EditorNotes({ article, others }: { article: ArticleEditable | null; others: PresenceRet['others'] }) {
  const t = useMessages(messages, editorMessages, shared)
  const lang = useLang()
  const outdated = article ? article.outdated.zh.length + article.outdated.en.length : 0
  const sentBack = article?.reviewComment && (article.states.zh === 'draft' || article.states.en === 'draft')
  return (
    <>
      <p className={styles.presence} role="status">
        {others.length > 0 &&
          t('editor.presence', {
            names: others
              .map((o) => t('editor.presenceName', { name: o.name, time: formatDateTime(o.since, lang) }))
              .join(t('common.listSeparator')),
          })}
      </p>
      {sentBack && article.reviewComment && (
        <section className={styles.notice} aria-label={t('editor.reject')}>
          <p>{t('editor.reviewComment', { by: article.reviewComment.by, time: formatDateTime(article.reviewComment.at, lang) })}</p>
          <blockquote className={styles.comment}>{article.reviewComment.comment}</blockquote>
        </section>
      )}
      {outdated > 0 && <p className={`${styles.notice} ${styles.outdatedNotice}`}>{t('editor.outdatedCount', { count: outdated })}</p>}
    </>
  )
}
