import { can, STAFF_API, type ConferenceListRow } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useLang, useMessages } from '../../i18n/use-t'
import { SITE_TIME_ZONE } from '../../lib/format-date'
import { paths } from '../../lib/paths'
import { sessionStore } from '../../lib/session-store'
import { useStaffForm } from '../../lib/use-staff-form'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { conferencesKeys } from './conferences-keys'
import { PlainField } from './plain-field'
import { ZoneField } from './zone-field'
import conferenceStyles from './conferences.module.css'
import styles from './conferences-page.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** The conferences this person may edit (or review), and for administrators a new one. */
export function ConferencesPage() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  useDocumentTitle(t('conf.title'))
  const user = useStore(sessionStore, (s) => s.user)
  const list = useStaffQuery(STAFF_API.conferenceList, {})
  const rows = (list.data?.list ?? []).filter((r) => r.mayEdit)
  return (
    <>
      <PageHeading intro={t('conf.intro')}>{t('conf.title')}</PageHeading>
      {can(user, 'site.manage') && <CreateConference />}
      {list.error ? (
        <CallError error={list.error} onRetry={list.reload} />
      ) : (
        <ul className={styles.cards} aria-busy={list.loading}>
          {rows.map((r: ConferenceListRow) => (
            <li key={r.id} className={styles.card}>
              <Link to={paths.conference.getHref(r.menuId)} className={styles.cardTitle}>
                {r.title[lang] || r.title.zh}
              </Link>
              <span>
                {r.startDate} – {r.endDate} ·{' '}
                <a href={`/#${r.path}`} target="_blank" rel="noreferrer">
                  {t('conf.openOnSite')}
                </a>
              </span>
              <span>{t('conf.registrationsCount', { count: Object.values(r.counts).reduce((a, b) => a + b, 0) })}</span>
            </li>
          ))}
          {!list.loading && rows.length === 0 && <li>{t('conf.none')}</li>}
        </ul>
      )}
    </>
  )
}

/** The address name a new conference's titles and start suggest: `meeting` and its year, as the institute's conferences are named. */
export function suggestedToken(v: { zh: string; en: string; startDate: string }): string {
  const year = /\b(19|20)\d\d\b/.exec(`${v.startDate} ${v.en} ${v.zh}`)?.[0] ?? /(19|20)\d\d/.exec(v.zh)?.[0]
  return year ? `meeting${year}` : ''
}

const CREATE_FIELDS = ['zh.title', 'en.title', 'startDate', 'endDate', 'timeZone', 'token'] as const

/** An administrator's form for a new conference: titles, dates, time zone, and the name in its address (suggested from them). */
function CreateConference() {
  const t = useMessages(messages, shared)
  const navigate = useNavigate()
  const [v, setV] = useState({ token: '', zh: '', en: '', startDate: '', endDate: '', timeZone: SITE_TIME_ZONE })
  // The address name follows the titles and dates until the person types one of their own.
  const [ownToken, setOwnToken] = useState(false)
  const create = useStaffForm(STAFF_API.conferenceCreate, { invalidates: conferencesKeys.created, fields: CREATE_FIELDS })
  const put = (k: keyof typeof v) => (value: string) => {
    const next = { ...v, [k]: value }
    if (k === 'token') setOwnToken(value !== '')
    else if (!ownToken) next.token = suggestedToken(next)
    setV(next)
  }
  const at = (field: (typeof CREATE_FIELDS)[number]) => create.errors[field] ?? null
  const submit = async () => {
    const ret = await create.submit({
      token: v.token,
      zh: { title: v.zh },
      en: { title: v.en },
      startDate: v.startDate,
      endDate: v.endDate,
      timeZone: v.timeZone,
    })
    if (ret) await navigate(paths.conference.getHref(ret.menuId))
  }
  return (
    <details className={styles.create}>
      <summary>{t('conf.create')}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
        className={conferenceStyles.grid3}
      >
        <PlainField label={t('conf.titleZh')} lang="zh" value={v.zh} onChange={put('zh')} error={at('zh.title')} required />
        <PlainField label={t('conf.titleEn')} lang="en" value={v.en} onChange={put('en')} error={at('en.title')} required />
        <PlainField
          label={t('conf.startDate')}
          type="date"
          value={v.startDate}
          onChange={put('startDate')}
          error={at('startDate')}
          required
        />
        <PlainField label={t('conf.endDate')} type="date" value={v.endDate} onChange={put('endDate')} error={at('endDate')} required />
        <ZoneField
          label={t('conf.timeZone')}
          description={t('conf.timeZoneHelp')}
          value={v.timeZone}
          onChange={put('timeZone')}
          error={at('timeZone')}
        />
        <PlainField
          label={t('conf.token')}
          description={t('conf.tokenHelp')}
          value={v.token}
          onChange={put('token')}
          error={at('token')}
          required
        />
        {create.formError && <p className={conferenceStyles.error}>{create.formError}</p>}
        <div>
          <Button type="submit" variant="primary" isPending={create.pending}>
            {t('conf.createButton')}
          </Button>
        </div>
      </form>
    </details>
  )
}
