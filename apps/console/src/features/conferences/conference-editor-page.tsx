import {
  checkConferenceForm,
  checkConferenceSettings,
  STAFF_API,
  type ConferenceDetail,
  type ConferenceProblem,
} from '@ibr/contract/staff-client'
import { useEffect, useMemo, useState } from 'react'
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { Link, useParams } from 'react-router'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useLang, useT } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { useCall } from '../../lib/use-call'
import { useDocumentTitle } from '../../lib/use-document-title'
import type { ConferenceDoc, FieldError } from './conference-doc'
import { DetailsTab } from './details-tab'
import { FormBuilder } from './form-builder'
import { MailTab } from './mail-tab'
import { problemText } from './problem-text'
import { RegistrationTab } from './registration-tab'
import { ScheduleTab } from './schedule-tab'
import styles from './conferences.module.css'

const docOf = (c: ConferenceDetail): ConferenceDoc => {
  const { id: _i, token: _t, path: _p, days: _d, pages: _g, held: _h, registrations: _r, ...rest } = c
  return rest
}

/** One conference: its details, registration settings, form, programme and messages, each on a tab. */
export function ConferenceEditorPage() {
  const t = useT()
  const lang = useLang()
  const menuId = Number(useParams().menuId)
  const call = useCall(STAFF_API.conferenceGet, { menuId })
  const [current, setCurrent] = useState<ConferenceDetail | null>(null)
  const [doc, setDoc] = useState<ConferenceDoc | null>(null)
  const [tab, setTab] = useState<Key>('details')
  const [server, setServer] = useState<{ field?: string; fields: { field: string; msg: string }[]; msg: string } | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (call.data) {
      setCurrent(call.data.conference)
      setDoc(docOf(call.data.conference))
    }
  }, [call.data])
  const title = current ? (current.zh.title && current[lang].title ? current[lang].title : current.zh.title) : t('conf.editor')
  useDocumentTitle(title)
  const problems: ConferenceProblem[] = useMemo(
    () => (doc && current ? [...checkConferenceSettings(doc), ...checkConferenceForm(doc.formFields, current.held)] : []),
    [doc, current],
  )
  if (call.error) return <CallError error={call.error} onRetry={call.reload} />
  if (!doc || !current) return <Loading />

  const error: FieldError = (field) => {
    const own = problems.find((p) => p.field === field)
    if (own) return problemText(t, own)
    if (server?.field === field) return server.msg
    return server?.fields.find((f) => f.field === field)?.msg ?? null
  }
  const withServer: ConferenceProblem[] = problems
  const save = async () => {
    if (problems.length) {
      setStatus(t('conf.fixProblems', { count: problems.length, first: problemText(t, problems[0]!) }))
      return
    }
    setBusy(true)
    setServer(null)
    try {
      const ret = await api.call(STAFF_API.conferenceSave, { ...doc, menuId })
      setCurrent(ret.conference)
      setDoc(docOf(ret.conference))
      setStatus(t('conf.saved'))
    } catch (e) {
      if (isApiError(e)) {
        setServer({ field: e.field, fields: [...e.fields], msg: e.message })
        setStatus(e.message)
      } else setStatus(String(e))
    } finally {
      setBusy(false)
    }
  }
  const put = (change: Partial<ConferenceDoc>) => setDoc({ ...doc, ...change })
  const pageLinks = current.pages.filter((p) => ['guest', 'file', 'review'].includes(p.template))
  return (
    <>
      <PageHeading
        intro={`${current.path} · ${t('conf.registrationsCount', { count: current.registrations })}`}
        actions={
          <Button variant="primary" onPress={() => void save()} isPending={busy}>
            {t('conf.save')}
          </Button>
        }
      >
        {title}
      </PageHeading>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <p className={styles.pageLinks}>
        {t('conf.pagesIntro')}{' '}
        {pageLinks.map((p) => (
          <Link key={p.menuId} to={paths.articles.getHref({ section: String(p.menuId) })} className={styles.pageLink}>
            {p.name[lang] || p.name.zh}
          </Link>
        ))}
      </p>
      <Tabs selectedKey={tab} onSelectionChange={setTab} className={styles.tabs}>
        <TabList aria-label={t('conf.tabs')} className={styles.tabList}>
          {(['details', 'registration', 'form', 'schedule', 'mail'] as const).map((id) => (
            <Tab key={id} id={id} className={styles.tab}>
              {t(`conf.tab.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="details" className={styles.tabPanel}>
          <DetailsTab doc={doc} onChange={put} error={error} />
        </TabPanel>
        <TabPanel id="registration" className={styles.tabPanel}>
          <RegistrationTab doc={doc} onChange={put} error={error} />
        </TabPanel>
        <TabPanel id="form" className={styles.tabPanel}>
          <FormBuilder
            fields={doc.formFields}
            onChange={(formFields) => put({ formFields })}
            problems={withServer}
            heldFields={current.held.fields}
          />
        </TabPanel>
        <TabPanel id="schedule" className={styles.tabPanel}>
          <ScheduleTab conference={current} onSaved={(c) => setCurrent({ ...current, days: c.days, updatedAt: c.updatedAt })} />
        </TabPanel>
        <TabPanel id="mail" className={styles.tabPanel}>
          <MailTab doc={doc} onChange={put} />
        </TabPanel>
      </Tabs>
    </>
  )
}
