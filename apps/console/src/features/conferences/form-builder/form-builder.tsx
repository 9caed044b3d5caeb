import {
  CHOICE_FIELD_TYPES,
  CONFERENCE_FIELD_TYPES,
  newConferenceField,
  type ConferenceFieldType,
  type ConferenceFormField,
  type ConferenceProblem,
} from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../../components/button/button'
import { SelectField } from '../../../components/field/select-field'
import { Announcer, MoveButtons } from '../../../components/reorder/move-buttons'
import { moveItem, useReorder } from '../../../components/reorder/use-reorder'
import { useLang, useMessages, type MessageKey } from '../../../i18n/use-t'
import { FieldSettings } from './field-settings'
import { FormPreview } from './form-preview'
import { errorAt, problemText } from '../problem-text'
import conferenceStyles from '../conferences.module.css'
import styles from './form-builder.module.css'
import { messages as formMessages } from './messages'
import { messages } from '../messages'
import { messages as shared } from '../../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof formMessages | typeof messages | typeof shared> | MessageKey

interface FormBuilderProps {
  fields: ConferenceFormField[]
  onChange: (fields: ConferenceFormField[]) => void
  /** The problems of the contract's rules, from the form as it stands (and the server's answer). */
  problems: readonly ConferenceProblem[]
  /** Field names registrations hold: they cannot be removed or renamed. */
  heldFields: readonly string[]
  /** Save was tried: every field's problems show, new fields' too. */
  showAll?: boolean
}

const typeLabel = (type: ConferenceFieldType): Key => `conf.type.${type}` as Key

/** A name no field has yet: the type, then a number. */
function freeName(fields: readonly ConferenceFormField[], type: ConferenceFieldType) {
  const taken = new Set(fields.map((f) => f.name))
  for (let n = 1; ; n++) if (!taken.has(`${type}${n}`)) return `${type}${n}`
}

/**
 * The registration form builder: add a field of any type, set it up, order the fields with the move
 * buttons or Alt+arrow keys on a field's heading (the move is announced), see the form as registrants will.
 */
export function FormBuilder({ fields, onChange, problems: all, heldFields, showAll = false }: FormBuilderProps) {
  const t = useMessages(formMessages, messages, shared)
  const lang = useLang()
  const [type, setType] = useState<ConferenceFieldType>('text')
  const [open, setOpen] = useState<number | null>(null)
  // Fields added and not yet left: their empty labels are not mistakes yet, so they are not shown red
  // until focus leaves the field's settings or a save is tried. Kept by the field object, which a
  // reorder keeps and an edit replaces (the replacement stays new).
  const [fresh, setFresh] = useState<ReadonlySet<ConferenceFormField>>(() => new Set())
  const isFresh = (i: number) => !showAll && fields[i] !== undefined && fresh.has(fields[i])
  const problems = all.filter((p) => {
    const index = /^formFields\.(\d+)\./.exec(p.field)?.[1]
    return index === undefined || !isFresh(Number(index))
  })
  const settle = (field: ConferenceFormField) =>
    setFresh((now) => {
      if (!now.has(field)) return now
      const next = new Set(now)
      next.delete(field)
      return next
    })
  const formProblems = problems.filter((p) => p.field === 'formFields')

  const set = (i: number, field: ConferenceFormField) => {
    const before = fields[i]!
    if (fresh.has(before)) setFresh((now) => new Set([...now].map((f) => (f === before ? field : f))))
    onChange(fields.map((f, j) => (j === i ? field : f)))
  }
  const reorder = useReorder({
    count: fields.length,
    onMove: (from, to) => {
      onChange(moveItem(fields, from, to))
      // The open field stays open wherever it goes; the ones between shift by one.
      if (open === from) setOpen(to)
      else if (open !== null && from < to && open > from && open <= to) setOpen(open - 1)
      else if (open !== null && to < from && open >= to && open < from) setOpen(open + 1)
    },
    announce: (from, to) => t('conf.form.moved', { name: fields[from]!.name, position: to + 1, count: fields.length }),
  })
  const add = () => {
    const field = newConferenceField(type, freeName(fields, type))
    if ((CHOICE_FIELD_TYPES as readonly string[]).includes(type))
      field.options = [{ value: 'a', label: { zh: '', en: '' }, fee: 0, capacity: null }]
    setFresh((now) => new Set([...now, field]))
    onChange([...fields, field])
    setOpen(fields.length)
    reorder.say(t('conf.form.added', { type: t(typeLabel(type)) }))
  }
  const remove = (i: number) => {
    reorder.say(t('conf.form.removed', { name: fields[i]!.name }))
    onChange(fields.filter((_, j) => j !== i))
    setOpen(null)
  }

  return (
    <div className={styles.builder}>
      <div className={styles.builderMain}>
        <p className={conferenceStyles.hint}>{t('conf.form.orderHint')}</p>
        {formProblems.map((p) => (
          <p key={p.rule + (p.params.name ?? '')} className={conferenceStyles.error} role="alert">
            {problemText(t, p)}
          </p>
        ))}
        <ol className={styles.fieldList} aria-label={t('conf.form.fields')}>
          {fields.map((f, i) => {
            const label = f.label[lang] || f.label.zh || f.label.en || f.name
            const bad = problems.some((p) => p.field.startsWith(`formFields.${i}.`))
            const held = heldFields.includes(f.name)
            return (
              <li
                key={i}
                className={styles.fieldItem}
                data-invalid={bad || undefined}
                {...reorder.target(i)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) settle(f)
                }}
              >
                <div className={styles.fieldHead}>
                  <button
                    type="button"
                    {...reorder.handle(i)}
                    className={styles.fieldToggle}
                    aria-expanded={open === i}
                    onClick={() => setOpen(open === i ? null : i)}
                  >
                    <span className={styles.fieldIndex}>{i + 1}.</span> {label}{' '}
                    <span className={styles.fieldType}>
                      ({t(typeLabel(f.type))}
                      {f.required ? `, ${t('conf.form.required')}` : ''})
                    </span>
                    {bad && <span className={styles.badMark}> — {t('conf.form.hasProblems')}</span>}
                  </button>
                  <span className={styles.fieldActions}>
                    <MoveButtons
                      index={i}
                      count={fields.length}
                      onMove={reorder.move}
                      upLabel={t('conf.form.moveUp', { name: f.name })}
                      downLabel={t('conf.form.moveDown', { name: f.name })}
                    />
                    <Button
                      size="small"
                      variant="danger"
                      isDisabled={held}
                      onPress={() => remove(i)}
                      aria-label={t('conf.form.remove', { name: f.name })}
                    >
                      {t('conf.form.removeShort')}
                    </Button>
                  </span>
                </div>
                {held && <p className={conferenceStyles.hint}>{t('conf.form.held')}</p>}
                {open === i && (
                  <FieldSettings
                    field={f}
                    index={i}
                    held={held}
                    onChange={(next) => set(i, next)}
                    error={(at) => errorAt(t, problems, at)}
                  />
                )}
              </li>
            )
          })}
        </ol>
        <div className={styles.addRow}>
          <SelectField
            label={t('conf.form.newType')}
            name="newType"
            value={type}
            onChange={(v) => setType(v as ConferenceFieldType)}
            options={CONFERENCE_FIELD_TYPES.map((id) => ({ id, label: t(typeLabel(id)) }))}
          />
          <Button onPress={add}>{t('conf.form.add')}</Button>
        </div>
        <Announcer message={reorder.message} />
      </div>
      <FormPreview fields={fields} />
    </div>
  )
}
