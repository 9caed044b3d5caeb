import { API } from '@ibr/contract/paths'
import { useRef } from 'react'
import { EmptyState } from '../../components/empty-state/empty-state'
import { RichText } from '../../components/rich-text/rich-text'
import { PageLoading } from '../../components/page-loading/page-loading'
import { useApi } from '../../lib/use-api'
import styles from './faq-list.module.css'
import { messages } from './messages'

const m = messages.t

/**
 * The common questions as disclosure widgets (details/summary: a button to keyboards and screen
 * readers, with its expanded state, and searchable by the browser even when closed).
 */
export function FaqList() {
  const { data, loading } = useApi(API.faqList, {})
  const list = useRef<HTMLDivElement>(null)
  if (!data) return loading ? <PageLoading /> : <EmptyState />
  if (data.faqList.length === 0) return <EmptyState message={m('faqEmpty')} />
  const toggleAll = (open: boolean) => list.current?.querySelectorAll('details').forEach((d) => (d.open = open))
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.count}>{m('faqCount', { count: data.faqList.length })}</p>
        <button type="button" className={styles.all} onClick={() => toggleAll(true)}>
          {m('expandAll')}
        </button>
        <button type="button" className={styles.all} onClick={() => toggleAll(false)}>
          {m('collapseAll')}
        </button>
      </div>
      <div ref={list} className={styles.list}>
        {data.faqList.map((item, index) => (
          <details key={item.id} className={styles.item} data-faq={item.id}>
            <summary className={styles.question}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.text}>{item.question}</span>
            </summary>
            <RichText html={item.answer} className={styles.answer} />
          </details>
        ))}
      </div>
    </>
  )
}
