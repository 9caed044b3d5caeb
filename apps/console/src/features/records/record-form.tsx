import type { Lang } from '@ibr/contract/lang'
import { RichText } from '../../components/rich-text/rich-text'
import { SelectField } from '../../components/field/select-field'
import { useMessages } from '../../i18n/use-t'
import { ImageField } from './image-field'
import { PapersField } from './papers-field'
import type { Doc } from './record-api'
import type { RecordField } from './record-kinds'
import { RecordTextField } from './record-text-field'
import { RowList } from './row-list'
import styles from './records.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const LANGS: readonly Lang[] = ['zh', 'en']

interface RecordFormProps {
  fields: readonly RecordField[]
  doc: Doc
  onChange: (doc: Doc) => void
  /** The server's word on a field, by its name in the document (`doc.en.name`). */
  errorOf: (name: string) => string | undefined
  readOnly?: boolean
}

/** A record's form, drawn from its kind's declarations: both languages side by side (stacked on a phone). */
export function RecordForm({ fields, doc, onChange, errorOf }: RecordFormProps) {
  const t = useMessages(messages, shared)
  const set = (key: string, value: unknown) => onChange({ ...doc, [key]: value })
  const setText = (lang: Lang, key: string, value: string) => onChange({ ...doc, [lang]: { ...doc[lang], [key]: value } })
  return (
    <div className={styles.form}>
      {fields.map((field) => {
        const label = t(field.label)
        if ('bilingual' in field) {
          return (
            <div key={field.key} className={styles.pair}>
              {LANGS.map((lang) => {
                const name = `doc.${lang}.${field.key}`
                const fieldLabel = t('records.inLang', { field: label, lang: t(`records.lang.${lang}`) })
                const value = String(doc[lang]?.[field.key] ?? '')
                return field.kind === 'html' ? (
                  <div key={lang} className={styles.richField} data-field={name}>
                    <RichText
                      label={fieldLabel}
                      value={value}
                      lang={lang}
                      onChange={(html) => setText(lang, field.key, html)}
                      invalid={Boolean(errorOf(name))}
                    />
                    {errorOf(name) && (
                      <p className={styles.error} role="alert">
                        {errorOf(name)}
                      </p>
                    )}
                  </div>
                ) : (
                  <RecordTextField
                    key={lang}
                    label={fieldLabel}
                    name={name}
                    lang={lang}
                    value={value}
                    multiline={field.kind === 'textarea'}
                    isRequired={field.required && lang === 'zh'}
                    onChange={(v) => setText(lang, field.key, v)}
                    error={errorOf(name)}
                  />
                )
              })}
            </div>
          )
        }
        const name = `doc.${field.key}`
        switch (field.kind) {
          case 'select':
            return (
              <SelectField
                key={field.key}
                label={label}
                name={name}
                value={String(doc[field.key] ?? '')}
                options={field.options.map((o) => ({ id: o.id, label: t(o.label) }))}
                onChange={(v) => set(field.key, v)}
                error={errorOf(name)}
                className={styles.single}
              />
            )
          case 'image':
            return (
              <ImageField
                key={field.key}
                label={label}
                name={name}
                value={doc[field.key] ?? null}
                onChange={(v) => set(field.key, v)}
                error={errorOf(name)}
              />
            )
          case 'number':
            return (
              <div key={field.key} className={styles.single}>
                <RecordTextField
                  label={label}
                  name={name}
                  type="number"
                  value={String(doc[field.key] ?? 0)}
                  onChange={(v) => set(field.key, Number.parseInt(v.replace(/\D/g, '') || '0', 10))}
                  error={errorOf(name)}
                />
              </div>
            )
          case 'members':
            return (
              <RowList<Doc>
                key={field.key}
                label={label}
                name={name}
                rows={doc.members ?? []}
                onChange={(rows) => set('members', rows)}
                blank={() => ({ zh: { name: '', role: '' }, en: { name: '', role: '' }, email: '' })}
                rowLabel={(i) => t('records.team.member', { n: i + 1 })}
                renderRow={(member: Doc, i, change) => (
                  <>
                    {LANGS.map((lang) =>
                      (['name', 'role'] as const).map((key) => (
                        <RecordTextField
                          key={`${lang}.${key}`}
                          label={t('records.rowField', {
                            row: t('records.team.member', { n: i + 1 }),
                            field: t('records.inLang', { field: t(`records.team.member.${key}`), lang: t(`records.lang.${lang}`) }),
                          })}
                          name={`doc.members.${i}.${lang}.${key}`}
                          lang={lang}
                          value={member[lang][key]}
                          onChange={(v) => change({ ...member, [lang]: { ...member[lang], [key]: v } })}
                          error={errorOf(`doc.members.${i}.${lang}.${key}`)}
                        />
                      )),
                    )}
                    <RecordTextField
                      label={t('records.rowField', { row: t('records.team.member', { n: i + 1 }), field: t('records.field.email') })}
                      name={`doc.members.${i}.email`}
                      type="email"
                      value={member.email}
                      onChange={(v) => change({ ...member, email: v })}
                      error={errorOf(`doc.members.${i}.email`)}
                    />
                  </>
                )}
              />
            )
          case 'instruments':
            return (
              <RowList<Doc>
                key={field.key}
                label={label}
                name={name}
                rows={doc.instruments ?? []}
                onChange={(rows) => set('instruments', rows)}
                blank={() => ({ name: { zh: '', en: '' }, model: '' })}
                rowLabel={(i) => t('records.facility.instrument', { n: i + 1 })}
                renderRow={(item: Doc, i, change) => (
                  <>
                    {LANGS.map((lang) => (
                      <RecordTextField
                        key={lang}
                        label={t('records.rowField', {
                          row: t('records.facility.instrument', { n: i + 1 }),
                          field: t('records.inLang', { field: t('records.field.name'), lang: t(`records.lang.${lang}`) }),
                        })}
                        name={`doc.instruments.${i}.name.${lang}`}
                        lang={lang}
                        value={item.name[lang]}
                        onChange={(v) => change({ ...item, name: { ...item.name, [lang]: v } })}
                      />
                    ))}
                    <RecordTextField
                      label={t('records.rowField', {
                        row: t('records.facility.instrument', { n: i + 1 }),
                        field: t('records.facility.model'),
                      })}
                      name={`doc.instruments.${i}.model`}
                      value={item.model}
                      onChange={(v) => change({ ...item, model: v })}
                    />
                  </>
                )}
              />
            )
          case 'services':
            return (
              <RowList<Doc>
                key={field.key}
                label={label}
                name={name}
                rows={doc.services ?? []}
                onChange={(rows) => set('services', rows)}
                blank={() => ({ zh: '', en: '' })}
                rowLabel={(i) => t('records.facility.service', { n: i + 1 })}
                renderRow={(item: Doc, i, change) =>
                  LANGS.map((lang) => (
                    <RecordTextField
                      key={lang}
                      label={t('records.inLang', { field: t('records.facility.service', { n: i + 1 }), lang: t(`records.lang.${lang}`) })}
                      name={`doc.services.${i}.${lang}`}
                      lang={lang}
                      value={item[lang]}
                      onChange={(v) => change({ ...item, [lang]: v })}
                    />
                  ))
                }
              />
            )
          case 'papers':
            return (
              <PapersField
                key={field.key}
                label={label}
                value={doc.paperIds ?? []}
                onChange={(ids) => set('paperIds', ids)}
                error={errorOf('doc.paperIds')}
              />
            )
          default:
            return (
              <div key={field.key} className={styles.single}>
                <RecordTextField
                  label={label}
                  name={name}
                  type={field.kind === 'text' ? 'text' : field.kind}
                  value={String(doc[field.key] ?? '')}
                  isRequired={'required' in field && field.required}
                  onChange={(v) => set(field.key, v)}
                  error={errorOf(name)}
                />
              </div>
            )
        }
      })}
    </div>
  )
}
