import { FAULT_CATEGORIES, FEEDBACK_KINDS } from '@ibr/contract/enums'
import {
  HELPDESK_NOTE_MAX,
  HELPDESK_STATES,
  STAFF_API,
  staffGetUrl,
  type HelpdeskGetRet,
  type HelpdeskState,
} from '@ibr/contract/staff-client'
import { useState, type FormEvent } from 'react'
import { Label, Text, TextArea, TextField } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { FieldErrorText } from '../../components/field/field-error'
import fieldStyles from '../../components/field/field.module.css'
import { SelectField } from '../../components/field/select-field'
import { SwitchField } from '../../components/field/switch-field'
import { FormStatus } from '../../components/form-status/form-status'
import { Loading } from '../../components/loading/loading'
import { SidePanel } from '../../components/side-panel/side-panel'
import { toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages, type Translate, type MessageKey } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { useStaffForm } from '../../lib/use-staff-form'
import { useStaffQuery } from '../../lib/use-staff-query'
import { helpdeskKeys } from './helpdesk-keys'
import styles from './helpdesk.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

interface HelpdeskDetailProps {
  ticket: string
  onClose: () => void
}

/** One report: what was sent, its state and who has it, its notes and replies, and a new one. */
export function HelpdeskDetail({ ticket, onClose }: HelpdeskDetailProps) {
  const t = useMessages(messages, shared)
  const detail = useStaffQuery(STAFF_API.helpdeskGet, { ticket }, { keepPrevious: true })
  return (
    <SidePanel title={ticket} closeLabel={t('helpdesk.close')} onClose={onClose}>
      {detail.error ? (
        <CallError error={detail.error} onRetry={detail.reload} />
      ) : !detail.data ? (
        <Loading />
      ) : (
        <>
          <Report data={detail.data} />
          {/* Keyed on what it edits: a saved change (or one made in the list) starts it afresh from the server's values. */}
          <Handling key={`${detail.data.item.state}-${detail.data.item.assignee?.id}`} data={detail.data} />
          <Notes data={detail.data} />
          <NoteForm data={detail.data} />
        </>
      )}
    </SidePanel>
  )
}

const CATEGORIES = [...FAULT_CATEGORIES, ...FEEDBACK_KINDS] as const

/** The form's value in words; a value the console does not know (a newer form's) as sent. */
function categoryLabel(t: Translate<Key>, value: string): string {
  const known = CATEGORIES.find((c) => c === value)
  return known ? t(`helpdesk.category.${known}`) : value
}

function Report({ data: { item } }: { data: HelpdeskGetRet }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const facts: [string, string][] = [
    [t('helpdesk.kind'), `${t(`helpdesk.kind.${item.kind}`)} · ${categoryLabel(t, item.category)}`],
    [t('helpdesk.reporter'), item.reporter || '—'],
    [t('helpdesk.contact'), item.contact || '—'],
    ...(item.place ? ([[t('helpdesk.place'), item.place]] as [string, string][]) : []),
    [t('helpdesk.language'), t(`helpdesk.language.${item.lang === 'en' ? 'en' : 'zh'}`)],
    [t('helpdesk.received'), formatDateTime(item.createdAt, lang)],
  ]
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.text} lang={item.lang === 'en' ? 'en' : 'zh-CN'}>
        {item.text}
      </p>
      {item.screenshot && <Screenshot ticket={item.ticket} />}
    </>
  )
}

/**
 * The screenshot is private: the browser fetches it with the session cookie from the call's GET
 * address. Not a blob: address made from a fetch, which the console's Content-Security-Policy (images
 * from this site only) refuses.
 */
function Screenshot({ ticket }: { ticket: string }) {
  const t = useMessages(messages, shared)
  const [failed, setFailed] = useState(false)
  const src = staffGetUrl(STAFF_API.helpdeskScreenshot, { ticket })
  if (failed) return <p className={styles.muted}>{t('helpdesk.screenshotFailed')}</p>
  return (
    <a href={src} target="_blank" rel="noreferrer" className={styles.screenshot}>
      <img src={src} alt={t('helpdesk.screenshotAlt', { ticket })} onError={() => setFailed(true)} />
    </a>
  )
}

const HANDLING_FIELDS = ['state', 'assigneeId'] as const
const NOTE_FIELDS = ['body'] as const

function Handling({ data }: { data: HelpdeskGetRet }) {
  const t = useMessages(messages, shared)
  const [state, setState] = useState<HelpdeskState>(data.item.state)
  const [assignee, setAssignee] = useState(data.item.assignee ? String(data.item.assignee.id) : '')
  const form = useStaffForm(STAFF_API.helpdeskUpdate, { invalidates: helpdeskKeys.tickets, fields: HANDLING_FIELDS })
  const unchanged = state === data.item.state && assignee === (data.item.assignee ? String(data.item.assignee.id) : '')
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const done = await form.submit({ ticket: data.item.ticket, state, assigneeId: assignee ? Number(assignee) : null })
    if (done) toastSuccess(t('helpdesk.saved'))
  }
  const people = [{ id: '', label: t('helpdesk.assignee.none') }, ...data.assignees.map((p) => ({ id: String(p.id), label: p.name }))]
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <div className={styles.row}>
        <SelectField
          label={t('helpdesk.state')}
          name="state"
          options={HELPDESK_STATES.map((s) => ({ id: s, label: t(`helpdesk.state.${s}`) }))}
          value={state}
          onChange={(value) => setState(value as HelpdeskState)}
          error={form.errors.state ?? null}
        />
        <SelectField
          label={t('helpdesk.assignee')}
          name="assigneeId"
          options={people}
          value={assignee}
          onChange={setAssignee}
          error={form.errors.assigneeId ?? null}
        />
      </div>
      <FormStatus error={form.formError} />
      <Button type="submit" isPending={form.pending} isDisabled={unchanged}>
        {t('helpdesk.save')}
      </Button>
    </form>
  )
}

function Notes({ data }: { data: HelpdeskGetRet }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  return (
    <>
      <h3 className={styles.subheading}>{t('helpdesk.notes')}</h3>
      {data.notes.length === 0 ? (
        <p className={styles.muted}>{t('helpdesk.noNotes')}</p>
      ) : (
        <ol className={styles.notes}>
          {data.notes.map((note) => (
            <li key={note.id} className={styles.note} data-reply={note.reply || undefined}>
              <p className={styles.noteMeta}>
                <strong>{note.author}</strong> · {note.reply ? t('helpdesk.replySent') : t('helpdesk.internal')} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, lang)}</time>
              </p>
              <p className={styles.text}>{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

function NoteForm({ data }: { data: HelpdeskGetRet }) {
  const t = useMessages(messages, shared)
  const [body, setBody] = useState('')
  const [reply, setReply] = useState(false)
  const form = useStaffForm(STAFF_API.helpdeskNote, { invalidates: helpdeskKeys.tickets, fields: NOTE_FIELDS })
  const canReply = data.item.email !== null
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!(await form.submit({ ticket: data.item.ticket, body, reply: reply && canReply }))) return
    toastSuccess(reply && canReply ? t('helpdesk.replied', { email: data.item.email ?? '' }) : t('helpdesk.noted'))
    setBody('')
    setReply(false)
  }
  const bodyError = form.errors.body ?? null
  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
      <TextField
        name="body"
        value={body}
        onChange={setBody}
        maxLength={HELPDESK_NOTE_MAX}
        isInvalid={!!bodyError}
        className={fieldStyles.field}
      >
        <Label className={fieldStyles.label}>{t('helpdesk.newNote')}</Label>
        <TextArea className={`${fieldStyles.input} ${styles.textArea}`} />
        <Text slot="description" className={fieldStyles.description}>
          {canReply ? t('helpdesk.noteHelp', { email: data.item.email ?? '' }) : t('helpdesk.noteHelpNoEmail')}
        </Text>
        <FieldErrorText error={bodyError} />
      </TextField>
      {canReply && <SwitchField label={t('helpdesk.sendAsReply')} isSelected={reply} onChange={setReply} />}
      <FormStatus error={form.formError} />
      <Button type="submit" isPending={form.pending} isDisabled={!body.trim()}>
        {reply && canReply ? t('helpdesk.sendReply') : t('helpdesk.addNote')}
      </Button>
    </form>
  )
}
