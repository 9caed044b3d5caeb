import type { RecordEntity } from '@ibr/contract/staff-client'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { SendBackDialog } from '../../components/dialog/send-back-dialog'
import { FormStatus } from '../../components/form-status/form-status'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { actionText } from '../../components/revisions/action-text'
import { changedLabels, FieldDiffList } from '../../components/revisions/field-diff'
import { messages as revisions } from '../../components/revisions/messages'
import { RevisionsPanel } from '../../components/revisions/revisions-panel'
import { showToast } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-error'
import { formatDateTime } from '../../lib/format-date'
import { paths } from '../../lib/paths'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useStaffQuery } from '../../lib/use-staff-query'
import { recordPath, useRecordWrite, type Doc, type RecordGet, type RecordRevision } from './record-api'
import { recordDiffFields } from './record-diff'
import { RecordForm } from './record-form'
import { isRecordEntity, RECORD_KINDS } from './record-kinds'
import { RecordPreview } from './record-preview'
import styles from './records.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** The record editor at /records/:entity/:id (or /records/:entity/new). */
export function RecordEditorPage() {
  const { entity, id } = useParams()
  if (!isRecordEntity(entity)) return <CallError error={new ApiError('notFound', '', 404)} />
  return <RecordEditor key={`${entity}/${id}`} entity={entity} id={id === 'new' || id === undefined ? null : Number(id)} />
}

function RecordEditor({ entity, id }: { entity: RecordEntity; id: number | null }) {
  const t = useMessages(messages, shared, revisions)
  const lang = useLang()
  const navigate = useNavigate()
  const kind = RECORD_KINDS[entity]
  const loaded = useStaffQuery(id === null ? null : (recordPath(entity, 'get') as '/api/staff/team/get'), { id: id ?? 0 }, { fresh: true })
  const record = (loaded.data as RecordGet | undefined) ?? null
  const [doc, setDoc] = useState<Doc>(() => kind.empty())
  const [dirty, setDirty] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  const [rejecting, setRejecting] = useState(false)
  const [archiving, setArchiving] = useState(false)
  const [preview, setPreview] = useState<{ doc: Doc; title: string } | null>(null)
  const writes = {
    save: useRecordWrite(entity, 'save'),
    submit: useRecordWrite(entity, 'submit'),
    approve: useRecordWrite(entity, 'approve'),
    reject: useRecordWrite(entity, 'reject'),
    restore: useRecordWrite(entity, 'restore'),
    archive: useRecordWrite(entity, 'archive'),
  }
  const pending = Object.values(writes).some((write) => write.isPending)

  // Each answer (the first, and the one a change's invalidation asks for) is what the form starts from.
  useEffect(() => {
    if (!record) return
    setDoc(record.doc)
    setDirty(false)
  }, [record])

  const name = String(doc[lang]?.name ?? doc[lang]?.question ?? '') || String(doc.zh?.name ?? doc.zh?.question ?? '')
  useDocumentTitle(name ? `${name} · ${t(kind.title)}` : t(kind.title))

  /**
   * Runs one workflow step; a refusal is shown at the form (and answered, for a dialog to keep open),
   * a success makes the record stale, so it is read again; a new record's address becomes its own.
   */
  const step = (write: keyof typeof writes, body: object, done: string) =>
    new Promise<string | null>((resolve) => {
      setError(null)
      writes[write].mutate(body, {
        onSuccess: (result) => {
          showToast('success', done)
          if (id === null) void navigate(paths.record.getHref(entity, result.id), { replace: true })
          resolve(null)
        },
        onError: (refusal) => {
          setError(refusal)
          resolve(refusal.message)
        },
      })
    })
  const errorOf = (field: string) => (error?.field === field || error?.field?.startsWith(`${field}.`) ? error.message : undefined)

  if (loaded.error) return <CallError error={loaded.error} onRetry={loaded.reload} />
  if (id !== null && !record) return <Loading />
  const may = record?.may ?? { edit: true, review: false, archive: false }
  const version = record?.version ?? 0
  const save = () => step('save', id === null ? { doc } : { id, version, doc }, t('records.saved'))

  return (
    <>
      <p className={styles.back}>
        <Link to={paths.records.getHref(entity)}>{t('records.backTo', { list: t(kind.title) })}</Link>
      </p>
      <PageHeading>{name || t('records.new', { kind: t(kind.title) })}</PageHeading>
      {record && (
        <div className={styles.status} data-record-state={record.state}>
          <span className={styles.state} data-state={record.state}>
            {t(`records.state.${record.state}`)}
          </span>
          {record.live && record.state !== 'published' && <span>{t('records.liveBeside')}</span>}
          {record.saved && (
            <span className={styles.muted}>
              {t('records.savedBy', { name: record.saved.name || '—', time: formatDateTime(record.saved.at, lang) })}
            </span>
          )}
          {record.comment && (
            <p className={styles.comment} role="note">
              <strong>{t('records.reviewComment')}</strong> {record.comment}
            </p>
          )}
        </div>
      )}
      <div className={styles.toolbar} role="toolbar" aria-label={t('records.actions')}>
        {may.edit && (
          <Button variant="primary" isPending={pending} onPress={() => void save()}>
            {t('records.action.save')}
          </Button>
        )}
        {record && may.edit && record.state === 'draft' && (
          <Button
            isPending={pending}
            isDisabled={dirty}
            onPress={() => void step('submit', { id: record.id, version }, t('records.submitted'))}
          >
            {t('records.action.submit')}
          </Button>
        )}
        {record && may.review && (record.state === 'review' || (record.state === 'draft' && may.archive)) && (
          <Button
            variant="primary"
            isPending={pending}
            isDisabled={dirty}
            onPress={() => void step('approve', { id: record.id, version }, t('records.approved'))}
          >
            {t('records.action.approve')}
          </Button>
        )}
        {record && may.review && record.state === 'review' && (
          <Button variant="danger" isDisabled={dirty} onPress={() => setRejecting(true)}>
            {t('records.action.reject')}
          </Button>
        )}
        <Button variant="quiet" onPress={() => setPreview({ doc, title: t('records.preview.title', { name: name || '—' }) })}>
          {t('records.action.preview')}
        </Button>
        {record && may.archive && record.live && (
          <Button variant="danger" onPress={() => setArchiving(true)}>
            {t('records.action.archive')}
          </Button>
        )}
      </div>
      {dirty && record && <p className={styles.muted}>{t('records.unsaved')}</p>}
      <FormStatus error={error && !error.field ? error.message : error ? t('records.fieldProblem') : null} />
      <fieldset disabled={!may.edit} className={styles.plain}>
        <legend className="visually-hidden">{t(kind.title)}</legend>
        <RecordForm
          fields={kind.fields}
          doc={doc}
          onChange={(next) => {
            setDoc(next)
            setDirty(true)
          }}
          errorOf={errorOf}
        />
      </fieldset>
      {record && (
        <RevisionsPanel<RecordRevision>
          id={record.id}
          version={record.version}
          path={recordPath(entity, 'revisions')}
          describe={(r, older) => ({
            by: r.author,
            at: r.createdAt,
            action: actionText(r.action, t),
            fields: older ? changedLabels(recordDiffFields(kind.fields, older.doc, r.doc, t)) : [],
          })}
          compare={(older, newer) => <FieldDiffList fields={recordDiffFields(kind.fields, older.doc, newer.doc, t)} />}
          mayRestore={may.edit}
          dirty={dirty}
          onView={(r) => setPreview({ doc: r.doc, title: t('records.revisions.viewTitle', { n: r.revision }) })}
          onRestore={(n) => step('restore', { id: record.id, revision: n }, t('records.restored', { n }))}
          defaultOpen
        />
      )}
      {record && (
        <SendBackDialog
          isOpen={rejecting}
          onOpenChange={setRejecting}
          onReject={(comment) => step('reject', { id: record.id, version, comment }, t('records.rejected'))}
        />
      )}
      {record && (
        <ConfirmDialog
          title={t('records.archive.title')}
          confirmLabel={t('records.action.archive')}
          variant="danger"
          isOpen={archiving}
          onOpenChange={setArchiving}
          onConfirm={async () => {
            await writes.archive.mutateAsync({ id: record.id })
            showToast('success', t('records.archived'))
          }}
        >
          {t('records.archive.body', { name: name || '—' })}
        </ConfirmDialog>
      )}
      {preview && <RecordPreview title={preview.title} fields={kind.fields} doc={preview.doc} onClose={() => setPreview(null)} />}
    </>
  )
}
