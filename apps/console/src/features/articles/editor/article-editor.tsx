import type { SectionOption } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { MissingAltNotice } from '../../../components/alt-text/missing-alt-notice'
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog'
import { FormStatus } from '../../../components/form-status/form-status'
import { SendBackDialog } from '../../../components/dialog/send-back-dialog'
import { useMessages } from '../../../i18n/use-t'
import { paths } from '../../../lib/paths'
import { sessionStore } from '../../../lib/session-store'
import { ApproveDialog } from './approve-dialog'
import { AutosaveStatus } from './drafts/autosave-status'
import { ConflictDialog } from './conflict/conflict-dialog'
import { imagesOf } from './doc-images'
import { EditorHeading } from './editor-heading'
import { EditorNotes } from './editor-notes'
import { LeaveDialog } from './leave-dialog'
import { PlacementFields } from './placement-fields'
import { PreviewDialog } from './preview-dialog'
import { ArticleRevisions } from './revisions/article-revisions'
import { SharedFields } from './shared-fields'
import { TranslatableRows } from './translatable-rows'
import { copyKey } from './drafts/unsaved-copy'
import { UnsavedOffer } from './drafts/unsaved-offer'
import { useEditorState, type EditorState } from './use-editor-state'
import { useLeaveGuard } from './use-leave-guard'
import { usePresence } from './use-presence'
import { useSaveShortcut } from './use-save-shortcut'
import { useServerCopy } from './drafts/use-server-copy'
import { useUnsavedCopy } from './drafts/use-unsaved-copy'
import { useWorkflow } from './use-workflow'
import { WorkflowBar, type Dialog } from './workflow-bar'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

interface ArticleEditorProps {
  initial: EditorState
  sections: readonly SectionOption[]
}

/** One item in both languages, its workflow, its history; what is typed is kept in the browser, and on the server for a saved item, until saved. */
export function ArticleEditor({ initial, sections }: ArticleEditorProps) {
  const t = useMessages(messages, editorMessages, shared)
  const navigate = useNavigate()
  const userId = useStore(sessionStore, (s) => s.user?.id ?? 0)
  const { state, latest, setState, setField, dirty } = useEditorState(initial)
  const id = state.article?.id ?? null
  // Read once: the key must outlive the session (a lapsed session still writes the copy on its way out).
  const [key] = useState(() => copyKey(userId, id ?? `new:${initial.doc.kind}`))
  const copy = useUnsavedCopy(key, id, state, dirty)
  const kept = useServerCopy(id, state, dirty, copy.holding)
  const leave = useLeaveGuard(dirty)
  const others = usePresence(id)
  const workflow = useWorkflow({
    latest,
    setState,
    onSaved: copy.discard,
    onCreated: (created) => {
      leave.allowLeaving()
      void navigate(paths.article.getHref(created), { replace: true })
    },
  })
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const sectionNames = useMemo(() => new Map(sections.map((s) => [s.id, s.name])), [sections])
  useSaveShortcut(() => void workflow.save())
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, workflow.errors)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void workflow.save()
  }
  const fields = { doc: state.doc, onChange: setField, errors: workflow.errors }
  const readOnly = state.article ? !state.article.may.write : false
  return (
    <>
      <EditorHeading article={state.article} kind={state.doc.kind} />
      <EditorNotes article={state.article} others={others} />
      {copy.offer && (
        <UnsavedOffer
          offer={copy.offer}
          version={state.version}
          onRestore={() => {
            const taken = copy.offer!.copy
            setState((s) => ({ ...s, base: taken.base, version: taken.version, doc: taken.doc }))
            copy.answered()
          }}
          onDiscard={copy.discard}
        />
      )}
      {copy.storageFailed && <p className={styles.notice}>{t('editor.storageFailed')}</p>}
      <WorkflowBar
        article={state.article}
        dirty={dirty}
        pending={workflow.pending}
        onSave={() => void workflow.save()}
        onSubmit={() => void workflow.submit()}
        onOpen={setDialog}
        autosave={<AutosaveStatus status={kept} />}
      />
      {!readOnly && <MissingAltNotice ids={imagesOf(state.doc)} />}
      <FormStatus error={workflow.problem} />
      <form ref={form} onSubmit={submit} aria-label={t('editor.formLabel')} noValidate className={styles.editorForm}>
        <p className={styles.requiredNote}>{t('editor.requiredNote')}</p>
        <fieldset disabled={readOnly} className={styles.plainFieldset}>
          <TranslatableRows {...fields} article={state.article} onConfirm={(lang, field) => void workflow.confirm(lang, field)} />
          <SharedFields {...fields} />
          <PlacementFields {...fields} sections={sections} />
        </fieldset>
      </form>
      {state.article && (
        <ArticleRevisions
          article={state.article}
          dirty={dirty}
          sectionNames={sectionNames}
          onRestore={(revision) => workflow.restore(revision)}
        />
      )}
      {state.article && (
        <>
          <ApproveDialog
            article={state.article}
            isOpen={dialog === 'approve'}
            onOpenChange={(open) => setDialog(open ? 'approve' : null)}
            problem={workflow.problem}
            onApprove={workflow.approve}
          />
          <SendBackDialog
            isOpen={dialog === 'reject'}
            onOpenChange={(open) => setDialog(open ? 'reject' : null)}
            onReject={workflow.reject}
          />
          <ConfirmDialog
            title={t('editor.archive')}
            confirmLabel={t('editor.archive')}
            variant="danger"
            isOpen={dialog === 'archive'}
            onOpenChange={(open) => setDialog(open ? 'archive' : null)}
            onConfirm={async () => void (await workflow.archive())}
          >
            <p>{t('editor.archiveQuestion', { title: state.doc.zh.title || state.doc.en.title })}</p>
          </ConfirmDialog>
          {dialog === 'preview' && <PreviewDialog id={state.article.id} onClose={() => setDialog(null)} />}
        </>
      )}
      {workflow.conflict && (
        <ConflictDialog
          detail={workflow.conflict}
          state={state}
          sectionNames={sectionNames}
          onClose={workflow.closeConflict}
          onSettle={(next) => {
            workflow.closeConflict()
            setState(next)
            void workflow.save(next)
          }}
        />
      )}
      <LeaveDialog blocker={leave.blocker} />
    </>
  )
}

/** After a refusal that names fields, focus goes to the first of them in the form's order. */
function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: Record<string, string | undefined>) {
  useEffect(() => {
    const named = Object.keys(errors).filter((name) => errors[name])
    if (named.length === 0 || !form.current) return
    const first = [...form.current.querySelectorAll<HTMLElement>('[data-field]')].find((el) => named.includes(el.dataset.field ?? ''))
    first?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [contenteditable="true"], button, [tabindex="0"]')?.focus()
  }, [form, errors])
}
