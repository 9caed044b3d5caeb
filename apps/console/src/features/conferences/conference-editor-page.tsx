import {
  type ConferenceDoc as WorkflowDoc,
  checkConferenceForm,
  checkConferenceSettings,
  STAFF_API,
  type ConferenceDetail,
  type ConferenceProblem,
} from '@ibr/contract/staff-client'
import { useMemo, useState } from 'react'
import type { Key } from 'react-aria-components'
import { Link, useParams } from 'react-router'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { SendBackDialog } from '../../components/dialog/send-back-dialog'
import { actionText } from '../../components/revisions/action-text'
import { changedLabels, FieldDiffList } from '../../components/revisions/field-diff'
import { messages as revisions } from '../../components/revisions/messages'
import { RevisionsPanel } from '../../components/revisions/revisions-panel'
import { showToast } from '../../components/toast/toasts'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { Tab, TabList, TabPanel, Tabs } from '../../components/tabs/tabs'
import { useLang, useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { useStaffForm } from '../../lib/use-staff-form'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import type { ConferenceDoc, FieldError } from './conference-doc'
import { conferenceDiffFields } from './conference-diff'
import { DetailsTab } from './details-tab'
import { FormBuilder } from './form-builder/form-builder'
import { MailTab } from './mail-tab'
import { ConferencePreview } from './conference-preview'
import { conferencesKeys } from './conferences-keys'
import { problemText } from './problem-text'
import { RegistrationTab } from './registration-tab'
import { ScheduleTab } from './schedule-tab'
import styles from './conferences.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const docOf = (c: ConferenceDetail): ConferenceDoc => {
  const { id: _i, token: _t, path: _p, days: _d, pages: _g, held: _h, registrations: _r, ...rest } = c
  const { state: _s, live: _l, comment: _c, submitted: _u, saved: _v, may: _m, ...doc } = rest
  return doc
}
/** The working copy as the workflow keeps it: what is saved, and the programme. */
const workingCopy = (doc: ConferenceDoc, days: ConferenceDetail['days']): WorkflowDoc => {
  const { updatedAt: _u, ...settings } = doc
  return { ...settings, days }
}
/** A refusal of a save beside every field it names (the settings' dotted paths), and in the status line. */
const placeSaveFailure = (e: ApiError) => ({
  fields: Object.fromEntries([...e.fields.map((f) => [f.field, f.msg]), ...(e.field ? [[e.field, e.message]] : [])]) as Record<
    string,
    string
  >,
  form: e.message,
})
const NO_FIELDS: readonly string[] = []

/** One conference: its details, registration settings, form, programme and messages, each on a tab. */
export function ConferenceEditorPage() {
  const t = useMessages(messages, shared, revisions)
  const lang = useLang()
  const menuId = Number(useParams().menuId)
  const call = useStaffQuery(STAFF_API.conferenceGet, { menuId })
  const current = call.data?.conference ?? null
  const [doc, setDoc] = useState<ConferenceDoc | null>(null)
  // The version the form was last filled from.
  const [filledFrom, setFilledFrom] = useState<Pick<ConferenceDetail, 'id' | 'updatedAt'> | null>(null)
  const [tab, setTab] = useState<Key>('details')
  const [status, setStatus] = useState('')
  const [dirty, setDirty] = useState(false)
  const form = useStaffForm(STAFF_API.conferenceSave, {
    invalidates: conferencesKeys.conference,
    fields: NO_FIELDS,
    place: placeSaveFailure,
  })
  const writes = {
    submit: useStaffMutation(STAFF_API.conferenceSubmit, { invalidates: conferencesKeys.conference }),
    approve: useStaffMutation(STAFF_API.conferenceApprove, { invalidates: conferencesKeys.conference }),
    reject: useStaffMutation(STAFF_API.conferenceReject, { invalidates: conferencesKeys.conference }),
    restore: useStaffMutation(STAFF_API.conferenceRestore, { invalidates: conferencesKeys.conference }),
  }
  const busy = form.pending || Object.values(writes).some((write) => write.isPending)
  // A save was tried: the form builder then shows every field's problems, new fields' too.
  const [triedSave, setTriedSave] = useState(false)
  const [sendingBack, setSendingBack] = useState(false)
  const [preview, setPreview] = useState<{ title: string; doc: WorkflowDoc } | null>(null)
  // The form follows the server's copy by its version, not by each answer: a new version fills it again. With
  // unsaved edits a new version can only be this screen's own programme save (nothing else asks again while it
  // is open), so what is typed is kept, on the new version.
  if (current && (current.id !== filledFrom?.id || current.updatedAt !== filledFrom.updatedAt)) {
    const keep = dirty && doc !== null && current.id === filledFrom?.id
    setFilledFrom({ id: current.id, updatedAt: current.updatedAt })
    setDoc(keep ? { ...doc, updatedAt: current.updatedAt } : docOf(current))
    setDirty(keep)
  }
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
    return own ? problemText(t, own) : (form.errors[field] ?? null)
  }
  const save = async () => {
    setTriedSave(true)
    if (problems.length) {
      form.clear()
      setStatus(t('conf.fixProblems', { count: problems.length, first: problemText(t, problems[0]!) }))
      return
    }
    setStatus('')
    const ret = await form.submit({ ...doc, menuId })
    if (!ret) return
    // What the server kept (it tidies some values), and no longer unsaved.
    setDoc(docOf(ret.conference))
    setDirty(false)
    setStatus(t('conf.saved'))
  }
  const put = (change: Partial<ConferenceDoc>) => {
    setDoc({ ...doc, ...change })
    setDirty(true)
  }
  /**
   * One workflow step on the conference; a refusal is said in the status line (and answered, for a dialog to
   * keep open), a success makes the conference stale, so it is read again.
   */
  const step = (run: Promise<unknown>, done: string): Promise<string | null> => {
    form.clear()
    return run.then(
      () => {
        showToast('success', done)
        setStatus(done)
        return null
      },
      (refusal: ApiError) => {
        setStatus(refusal.message)
        return refusal.message
      },
    )
  }
  const revision = Number(current.updatedAt)
  const { may, state } = current
  const pageLinks = current.pages.filter((p) => ['guest', 'file', 'review'].includes(p.template))
  return (
    <>
      <PageHeading
        intro={`${current.path} · ${t('conf.registrationsCount', { count: current.registrations })}`}
        actions={
          <span className={styles.workflow} role="toolbar" aria-label={t('records.actions')}>
            {may.edit && (
              <Button variant="primary" onPress={() => void save()} isPending={busy}>
                {t('conf.save')}
              </Button>
            )}
            {may.edit && state === 'draft' && (
              <Button
                isDisabled={dirty}
                isPending={busy}
                onPress={() => void step(writes.submit.mutateAsync({ id: current.id, version: revision }), t('records.submitted'))}
              >
                {t('records.action.submit')}
              </Button>
            )}
            {may.review && state === 'review' && (
              <Button
                variant="primary"
                isDisabled={dirty}
                isPending={busy}
                onPress={() => void step(writes.approve.mutateAsync({ id: current.id, version: revision }), t('records.approved'))}
              >
                {t('records.action.approve')}
              </Button>
            )}
            {may.review && state === 'review' && (
              <Button variant="danger" isDisabled={dirty} onPress={() => setSendingBack(true)}>
                {t('records.action.reject')}
              </Button>
            )}
            <Button
              variant="quiet"
              onPress={() => setPreview({ title: t('records.preview.title', { name: title }), doc: workingCopy(doc, current.days) })}
            >
              {t('records.action.preview')}
            </Button>
          </span>
        }
      >
        {title}
      </PageHeading>
      <p className={styles.workflow} data-conference-state={state}>
        <span className={styles.state}>{t(`records.state.${state}`)}</span>
        {current.live && state !== 'published' && <span>{t('records.liveBeside')}</span>}
        {dirty && state !== 'published' && <span>{t('records.unsaved')}</span>}
      </p>
      {current.comment && (
        <p role="note">
          <strong>{t('records.reviewComment')}</strong> {current.comment}
        </p>
      )}
      <p role="status" className={styles.status}>
        {form.formError ?? status}
      </p>
      <p className={styles.pageLinks}>
        {t('conf.pagesIntro')}{' '}
        {pageLinks.map((p) => (
          <Link key={p.menuId} to={paths.articles.getHref({ section: String(p.menuId) })} className={styles.pageLink}>
            {p.name[lang] || p.name.zh}
          </Link>
        ))}
      </p>
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList label={t('conf.tabs')}>
          {(['details', 'registration', 'form', 'schedule', 'mail'] as const).map((id) => (
            <Tab key={id} id={id}>
              {t(`conf.tab.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="details">
          <DetailsTab doc={doc} onChange={put} error={error} />
        </TabPanel>
        <TabPanel id="registration">
          <RegistrationTab doc={doc} onChange={put} error={error} />
        </TabPanel>
        <TabPanel id="form">
          <FormBuilder
            fields={doc.formFields}
            onChange={(formFields) => put({ formFields })}
            problems={problems}
            heldFields={current.held.fields}
            showAll={triedSave}
          />
        </TabPanel>
        <TabPanel id="schedule">
          <ScheduleTab conference={current} />
        </TabPanel>
        <TabPanel id="mail">
          <MailTab doc={doc} onChange={put} />
        </TabPanel>
      </Tabs>
      <RevisionsPanel<{ revision: number; action: string; author: string; createdAt: string; doc: WorkflowDoc }>
        id={current.id}
        version={revision}
        path={STAFF_API.conferenceRevisions}
        describe={(r, older) => ({
          by: r.author,
          at: r.createdAt,
          action: actionText(r.action, t),
          fields: older ? changedLabels(conferenceDiffFields(older.doc, r.doc, t)) : [],
        })}
        compare={(older, newer) => <FieldDiffList fields={conferenceDiffFields(older.doc, newer.doc, t)} />}
        mayRestore={may.edit}
        dirty={dirty}
        onView={(r) => setPreview({ title: t('records.revisions.viewTitle', { n: r.revision }), doc: r.doc })}
        onRestore={(n) => step(writes.restore.mutateAsync({ id: current.id, revision: n }), t('records.restored', { n }))}
        defaultOpen
      />
      <SendBackDialog
        isOpen={sendingBack}
        onOpenChange={setSendingBack}
        onReject={(comment) => step(writes.reject.mutateAsync({ id: current.id, version: revision, comment }), t('records.rejected'))}
      />
      {preview && <ConferencePreview title={preview.title} doc={preview.doc} onClose={() => setPreview(null)} />}
    </>
  )
}
