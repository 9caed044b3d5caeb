import type { ArticleDetail } from '@ibr/contract'
import type { Ref } from 'react'
import styles from './detail-page.module.css'
import { DetailTools, type ShareTarget } from './detail-tools'
import { messages } from './messages'

const m = messages.t

/** Kinds whose date is only when the record was made: people and departments are not news. */
const UNDATED: readonly ArticleDetail['kind'][] = ['person', 'department']

/** What a detail page's item shows: the item, its title's element, the type it is shared under. */
export interface DetailItemProps {
  item: ArticleDetail
  titleRef: Ref<HTMLHeadingElement>
  /** The detail type the item is shared under; none for a staff preview. */
  shareType?: string
}

/** Title, subtitle, when and where it comes from, and the page tools. */
export function DetailHeader({ item, titleRef, shareType }: DetailItemProps) {
  const dated = !UNDATED.includes(item.kind)
  return (
    <header className={styles.header}>
      <h1 id="detail-title" className={styles.title} ref={titleRef} tabIndex={-1}>
        {item.title}
      </h1>
      {item.subTitle && <p className={styles.subtitle}>{item.subTitle}</p>}
      {(dated || item.source) && (
        <p className={styles.meta} data-detail-meta="">
          {dated && (
            <span>
              {m('labelled', { label: m('published') })}
              <time dateTime={item.createTime}>{item.createTime}</time>
            </span>
          )}
          {item.source && (
            <span>
              {m('labelled', { label: m('source') })}
              {item.source}
            </span>
          )}
        </p>
      )}
      <DetailTools share={shareType ? ({ type: shareType, id: item.id } satisfies ShareTarget) : undefined} />
    </header>
  )
}
