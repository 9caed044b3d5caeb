import type { Lang } from '@ibr/contract/lang'
import { STAFF_API, type ArticleStateRet, type ConflictDetail, type TranslatableField } from '@ibr/contract/staff-client'
import { useRef, useState } from 'react'
import { toastSuccess } from '../../../components/toast/toasts'
import { useMessages } from '../../../i18n/use-t'
import type { ApiError } from '../../../lib/api-error'
import { refusalOf } from '../../../lib/use-staff-form'
import { useStaffMutation } from '../../../lib/use-staff-mutation'
import { useStaffFetch } from '../../../lib/use-staff-query'
import { articlesKeys } from '../articles-keys'
import { fieldOfFailure, saveChanges, type FieldPath } from '../doc-fields'
import { rebase, type EditorState } from './use-editor-state'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

export type FieldErrors = Partial<Record<FieldPath, string>>

interface WorkflowOptions {
  latest: { current: EditorState }
  setState: (next: EditorState | ((current: EditorState) => EditorState)) => void
  /** A new item was saved for the first time: the editor moves to its address. */
  onCreated: (id: number) => void
  /** The change was saved: the browser's copy is no longer needed. */
  onSaved: () => void
}

export type Action = 'save' | 'submit' | 'approve' | 'reject' | 'archive' | 'confirm' | 'restore'

/**
 * The editor's calls: save (only the fields changed), then the review workflow. Each answers with the
 * item as the server now holds it; a refusal lands at the fields it names (focus goes to the first),
 * a stale version opens the conflict, anything else is said above the form.
 */
export function useWorkflow({ latest, setState, onCreated, onSaved }: WorkflowOptions) {
  const t = useMessages(messages, editorMessages, shared)
  // One call at a time, whatever the renders in between (a second press while the first is under way does nothing).
  const busy = useRef(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [conflict, setConflict] = useState<ConflictDetail | null>(null)
  // The last refusal's words, read at once by a dialog that says it (state would arrive a render later).
  const lastRefusal = useRef<string | null>(null)
  const fetchNow = useStaffFetch()
  const options = { invalidates: articlesKeys.changed }
  const calls = {
    save: useStaffMutation(STAFF_API.articleSave, options),
    submit: useStaffMutation(STAFF_API.articleSubmit, options),
    approve: useStaffMutation(STAFF_API.articleApprove, options),
    reject: useStaffMutation(STAFF_API.articleReject, options),
    archive: useStaffMutation(STAFF_API.articleArchive, options),
    confirm: useStaffMutation(STAFF_API.articleConfirm, options),
    restore: useStaffMutation(STAFF_API.articleRestore, options),
  }
  const pending = (Object.keys(calls) as Action[]).find((action) => calls[action].isPending) ?? null

  /** The item as the server holds it after a step, with any edits made here meanwhile kept on top; it replaces the cached copy. */
  async function reload(id: number, from = latest.current.doc) {
    const { article } = await fetchNow(STAFF_API.articleGet, { id })
    setState((s) => rebase(s, article, from))
  }

  function refused(error: ApiError, action: Action) {
    lastRefusal.current = error.message
    if (error.code === 'conflict') {
      setConflict(error.conflict ?? { version: 0, savedBy: '', savedAt: '', fields: [] })
      return
    }
    const placed = placeFailure(error, action === 'submit' || action === 'approve' ? t('editor.requiredMissing') : null)
    setErrors(placed)
    setProblem(Object.keys(placed).length ? null : error.message)
  }

  async function run(action: Action, step: () => Promise<void>, done: string) {
    if (busy.current) return false
    busy.current = true
    setProblem(null)
    try {
      await step()
      setErrors({})
      toastSuccess(done)
      return true
    } catch (error) {
      refused(refusalOf(error), action)
      return false
    } finally {
      busy.current = false
    }
  }

  /** Saves what changed since the version the editor started from; `from` is the state to save (after settling a conflict). */
  const save = (from?: EditorState) =>
    run(
      'save',
      async () => {
        const state = from ?? latest.current
        const changes = saveChanges(state.base, state.doc)
        const id = state.article?.id
        if (id !== undefined && Object.keys(changes).length === 0) return
        const sent = state.doc
        const ret = await calls.save.mutateAsync(
          id === undefined ? { kind: state.doc.kind, ...changes } : { id, version: state.version ?? undefined, ...changes },
        )
        onSaved()
        if (id === undefined) onCreated(ret.id)
        else await reload(ret.id, sent)
      },
      t('editor.saved'),
    )

  /** A workflow step on the saved item; unsaved changes are saved first (submitting), or the step waits for them. */
  const step = (action: Exclude<Action, 'save'>, call: (id: number, version: number) => Promise<ArticleStateRet>, done: string) =>
    run(
      action,
      async () => {
        const { article, version } = latest.current
        if (!article || version === null) return
        await call(article.id, version)
        await reload(article.id)
      },
      done,
    )

  return {
    pending,
    errors,
    problem,
    conflict,
    closeConflict: () => setConflict(null),
    save,
    submit: async () => {
      const saved = await save()
      if (saved) await step('submit', (id, version) => calls.submit.mutateAsync({ id, version }), t('editor.submitted'))
    },
    approve: (langs: Lang[]) => step('approve', (id, version) => calls.approve.mutateAsync({ id, version, langs }), t('editor.approved')),
    /** Sends the item back; answers why not when refused (said in the dialog), else null. */
    reject: async (comment: string) =>
      (await step('reject', (id, version) => calls.reject.mutateAsync({ id, version, comment }), t('editor.rejected')))
        ? null
        : lastRefusal.current,
    archive: () => step('archive', (id) => calls.archive.mutateAsync({ id }), t('editor.archived')),
    confirm: (language: Lang, field: TranslatableField) =>
      step('confirm', (id, version) => calls.confirm.mutateAsync({ id, version, language, fields: [field] }), t('editor.confirmed')),
    restore: (revision: number) =>
      step('restore', (id, version) => calls.restore.mutateAsync({ id, revision, version }), t('revisions.restored', { revision })),
  }
}

/** The fields a refusal names, as the editor's fields; `required` words a field a submission still needs. */
function placeFailure(error: ApiError, required: string | null): FieldErrors {
  const named = error.fields.length ? error.fields : error.field ? [{ field: error.field, msg: error.message }] : []
  const placed: FieldErrors = {}
  for (const { field, msg } of named) {
    const path = fieldOfFailure(field)
    if (path && !placed[path]) placed[path] = required ?? msg
  }
  return placed
}
