import type { ArticleDetail } from '@ibr/contract'
import type { ReactNode } from 'react'
import { t } from '../../i18n'
import { eventCalendarUrl } from '../../lib/event-calendar'
import styles from './detail-facts.module.css'
import { enumLabel, messages } from './messages'
import { withSiteZone } from '../../lib/site-time'

const m = messages.t

type Fact = [label: string, value: ReactNode, key: string]

/** An address outside the site, in a new tab, saying so to screen readers. */
const External = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {children}
    <span className="visually-hidden">{t('home.opensNewTab')}</span>
  </a>
)

/** 2026-11-30 10:00 as a machine-readable date-time. */
const isoTime = (value: string) => value.replace(' ', 'T')

/** The deadline with its state: closed items are marked, not hidden. */
function Deadline({ item }: { item: ArticleDetail }) {
  if (!item.deadline) return null
  return (
    <>
      <time dateTime={item.deadline}>{item.deadline}</time>{' '}
      <span className={item.closed ? styles.closed : styles.open} data-closed={item.closed ? 'true' : 'false'}>
        {m(item.closed ? 'closed' : 'open')}
      </span>
    </>
  )
}

const contacts = (item: ArticleDetail): Fact[] => [
  ...(item.phone ? [[m('phone'), <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>, 'phone'] as Fact] : []),
  ...(item.email ? [[m('email'), <a href={`mailto:${item.email}`}>{item.email}</a>, 'email'] as Fact] : []),
]

/** What each kind of item states besides its text (the list: event, paper, job, procurement...). */
function factsOf(item: ArticleDetail): Fact[] {
  switch (item.kind) {
    case 'event':
      return [
        ...(item.cancelled ? [[m('eventStatus'), <span className={styles.cancelled}>{m('cancelled')}</span>, 'status'] as Fact] : []),
        ...(item.eventTime
          ? [[m('eventTime'), <time dateTime={isoTime(item.eventTime)}>{withSiteZone(item.eventTime)}</time>, 'time'] as Fact]
          : []),
        ...(item.location ? [[m('location'), item.location, 'location'] as Fact] : []),
        ...(item.eventTime
          ? [
              [
                m('calendar'),
                <a href={eventCalendarUrl(item.id)} download data-add-to-calendar="">
                  {m('addToCalendar')}
                </a>,
                'calendar',
              ] as Fact,
            ]
          : []),
      ]
    case 'paper':
      return [
        ...(item.authors ? [[m('authors'), item.authors, 'authors'] as Fact] : []),
        ...(item.journal ? [[m('journal'), <cite>{item.journal}</cite>, 'journal'] as Fact] : []),
        ...(item.year ? [[m('year'), String(item.year), 'year'] as Fact] : []),
        ...(item.doi ? [[m('doi'), <External href={`https://doi.org/${item.doi}`}>{item.doi}</External>, 'doi'] as Fact] : []),
        ...(item.pmid
          ? [
              [
                m('pubmed'),
                <External href={`https://pubmed.ncbi.nlm.nih.gov/${item.pmid}/`}>{m('pubmedLink', { pmid: item.pmid })}</External>,
                'pubmed',
              ] as Fact,
            ]
          : []),
        ...(item.researchArea ? [[m('researchArea'), enumLabel('area', item.researchArea), 'area'] as Fact] : []),
      ]
    case 'job':
      return [
        ...(item.category ? [[m('category'), enumLabel('recruit', item.category), 'category'] as Fact] : []),
        ...(item.deadline ? [[m('deadline'), <Deadline item={item} />, 'deadline'] as Fact] : []),
        ...contacts(item),
      ]
    case 'procurement':
      return item.deadline ? [[m('deadline'), <Deadline item={item} />, 'deadline']] : []
    case 'video':
      return item.category ? [[m('category'), enumLabel('video', item.category), 'category']] : []
    case 'department':
      return [...(item.location ? [[m('office'), item.location, 'office'] as Fact] : []), ...contacts(item)]
    case 'person':
      return contacts(item)
    default:
      return []
  }
}

/** The item's facts as a labelled list; nothing when its kind has none. */
export function DetailFacts({ item }: { item: ArticleDetail }) {
  const facts = factsOf(item)
  if (facts.length === 0) return null
  return (
    <section className={styles.facts} aria-label={m('facts')} data-detail-facts="">
      <dl className={styles.list}>
        {facts.map(([label, value, key]) => (
          <div key={key} className={styles.fact} data-fact={key}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
