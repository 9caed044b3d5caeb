import { API } from '@ibr/contract/paths'
import { useEffect, useRef } from 'react'
import { useParams } from 'react-router'
import { PageLoading } from '../../components/page-loading/page-loading'
import { formatSiteTime } from '../../lib/site-time'
import { usePrivateCall } from '../../lib/use-private-call'
import { useDocumentTitle } from '../../lib/use-document-title'
import { DetailArticle } from './detail-article'
import { DetailMissing } from './detail-missing'
import styles from './detail-page.module.css'
import { messages } from './messages'

/** Search engines must not keep a preview even if its address leaks: the server says so too (X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex, nofollow'
    document.head.append(meta)
    return () => meta.remove()
  }, [])
}

const statusLabel = (status: string) => {
  const key = `status.${status}`
  return key in messages.zh ? messages.t(key as keyof typeof messages.zh) : status
}

/**
 * /preview/{token}: a working copy (a draft, or a version in review) on the public page design, for a
 * colleague without an account. The token is the permission; the banner says what this is and until when.
 */
export function PreviewPage() {
  const { token = '' } = useParams()
  const { state, retry } = usePrivateCall(API.articlePreview, { token })
  const title = useRef<HTMLHeadingElement>(null)
  useNoIndex()

  const item = state.status === 'ready' ? state.data.article : null
  useDocumentTitle(item ? item.title : state.status === 'gone' ? messages.t('previewGone') : null)

  if (state.status === 'loading') return <PageLoading />
  if (state.status === 'gone') return <PreviewGone />
  if (state.status === 'failed') return <DetailMissing failure={state.message} onRetry={retry} />
  const until = formatSiteTime(state.data.expiresAt)
  return (
    <div className={styles.page} data-page="preview" data-detail-kind={state.data.article.kind}>
      <p className={styles.previewBanner} role="note">
        {messages.t('previewBanner', { status: statusLabel(state.data.status), until })}
      </p>
      <DetailArticle item={state.data.article} titleRef={title} />
    </div>
  )
}

function PreviewGone() {
  return (
    <section className={styles.previewGone} aria-labelledby="preview-gone-title" data-preview="gone">
      <h1 id="preview-gone-title">{messages.t('previewGone')}</h1>
      <p>{messages.t('previewGoneBody')}</p>
    </section>
  )
}
