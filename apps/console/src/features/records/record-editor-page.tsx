import type { RecordEntity } from '@ibr/contract/staff-client'
import { useCallback, useEffect, useMemo, useState } from 'react'
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
import { ApiError, isApiError } from '../../lib/api-error'
import { formatDateTime } from '../../lib/format-date'
import { paths } from '../../lib/paths'
import { useDocumentTitle } from '../../lib/use-document-title'
import { recordApi, type Doc, type RecordGet, type RecordRevision } from './record-api'
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
  const api = useMemo(() => recordApi(entity), [entity])
  const [record, setRecord] = useState<RecordGet | null>(null)
  const [loadError, setLoadError] = useState<ApiError | null>(null)
  const [doc, setDoc] = useState<Doc>(() => kind.empty())
  const [dirty, setDirty] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  const [pending, setPending] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [archiving, setArchiving] = useState(false)
  const [preview, setPreview] = useState<{ doc: Doc; title: string } | null>(null)

  const load = useCallback(async () => {
    if (id === null) return
    try {
      const got = await api.get(id)
      setRecord(got)
      setDoc(got.doc)
      setDirty(false)
    } catch (e) {
      if (isApiError(e)) setLoadError(e)
    }
  }, [api, id])
  useEffect(() => {
    void load()
  }, [load])

  const name = String(doc[lang]?.name ?? doc[lang]?.question ?? '') || String(doc.zh?.name ?? doc.zh?.question ?? '')
  useDocumentTitle(name ? `${name} · ${t(kind.title)}` : t(kind.title))

  /** Runs one workflow step; a refusal is shown at the form, a success reloads the record. */
  const step = async (run: () => Promise<{ id: number }>, done: string) => {
    setPending(true)
    setError(null)
    try {
      const result = await run()
      showToast('success', done)
      if (id === null) void navigate(paths.record.getHref(entity, result.id), { replace: true })
      else await load()
      return null
    } catch (e) {
      if (isApiError(e)) {
        setError(e)
        return e.message
      }
      throw e
    } finally {
      setPending(false)
    }
  }
  const errorOf = (field: string) => (error?.field === field || error?.field?.startsWith(`${field}.`) ? error.message : undefined)

  if (loadError) return <CallError error={loadError} onRetry={() => void load()} />
  if (id !== null && !record) return <Loading />
  const may = record?.may ?? { edit: true, review: false, archive: false }
  const version = record?.version ?? 0
  const save = () => step(() => api.save(id === null ? { doc } : { id, version, doc }), t('records.saved'))

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
            onPress={() => void step(() => api.submit(record.id, version), t('records.submitted'))}
          >
            {t('records.action.submit')}
          </Button>
        )}
        {record && may.review && (record.state === 'review' || (record.state === 'draft' && may.archive)) && (
          <Button
            variant="primary"
            isPending={pending}
            isDisabled={dirty}
            onPress={() => void step(() => api.approve(record.id, version), t('records.approved'))}
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
          load={api.revisions}
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
          onRestore={(n) => step(() => api.restore(record.id, n), t('records.restored', { n }))}
          defaultOpen
        />
      )}
      {record && (
        <SendBackDialog
          isOpen={rejecting}
          onOpenChange={setRejecting}
          onReject={(comment) => step(() => api.reject(record.id, version, comment), t('records.rejected'))}
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
            await api.archive(record.id)
            showToast('success', t('records.archived'))
            await load()
          }}
        >
          {t('records.archive.body', { name: name || '—' })}
        </ConfirmDialog>
      )}
      {preview && <RecordPreview title={preview.title} fields={kind.fields} doc={preview.doc} onClose={() => setPreview(null)} />}
    </>
  )
}
