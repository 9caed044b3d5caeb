import { RichText } from '../../components/rich-text/rich-text'
import { currentLang, t } from '../../i18n'
import { Attachments } from './attachments'
import { CiteLinks } from './cite-links'
import { DetailFacts } from './detail-facts'
import { DetailHeader, type DetailItemProps } from './detail-header'
import styles from './detail-page.module.css'
import { DetailPicture } from './detail-picture'
import { messages } from './messages'
import { VideoPlayer } from './video-player'

/**
 * The item itself, in the order its kind is read: a video first, a procurement's documents before
 * its text, the facts of an event, paper, posting or department, then the text and any files.
 */
export function DetailArticle(props: DetailItemProps) {
  const { item, shareType } = props
  const documentsFirst = item.kind === 'procurement'
  // Shown in the other language: say so, and mark the text's own language for screen readers.
  const textLang = item.untranslated ? (currentLang === 'en' ? 'zh' : 'en') : undefined
  return (
    <>
      {item.untranslated && (
        <p className={styles.untranslated} role="note">
          {messages.t('untranslated')}
        </p>
      )}
      <article className={styles.article} aria-labelledby="detail-title" data-detail={item.id} lang={textLang}>
        <DetailHeader {...props} />
        {item.video && <VideoPlayer video={item.video} title={item.title} />}
        {item.kind === 'person' ? (
          <div className={styles.profile}>
            <DetailPicture item={item} />
            <div className={styles.profileText}>
              <DetailFacts item={item} />
              <RichText html={item.body} className={styles.body} />
            </div>
          </div>
        ) : (
          <>
            {documentsFirst && <Attachments items={item.attachments} prominent />}
            <DetailFacts item={item} />
            {/* A staff preview has no share type: its paper is not published, so it has no citation file yet. */}
            {shareType && item.kind === 'paper' && <CiteLinks id={item.id} />}
            <DetailPicture item={item} />
            <RichText html={item.body} className={styles.body} />
          </>
        )}
        {item.outLink && (
          <p className={styles.outLink}>
            <a href={item.outLink} target="_blank" rel="noopener noreferrer">
              {messages.t('externalLink')}
              <span className="visually-hidden">{t('home.opensNewTab')}</span>
            </a>
          </p>
        )}
        {!documentsFirst && <Attachments items={item.attachments} />}
      </article>
    </>
  )
}
