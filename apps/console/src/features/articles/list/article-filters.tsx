import { ARTICLE_LANG_FILTERS, ARTICLE_STATUSES, EDITABLE_KINDS, type SectionOption } from '@ibr/contract/staff-client'
import { useMemo, useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { FilterActions } from '../../../components/data-table/filter-actions'
import { SelectField } from '../../../components/field/select-field'
import { TextField } from '../../../components/field/text-field'
import { useMessages } from '../../../i18n/use-t'
import { sectionChoices } from '../../../lib/section-tree'
import { NO_ARTICLE_FILTERS, type ArticleFilters } from './article-list-query'
import styles from './list.module.css'
import { messages } from '../messages'
import { messages as listMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

interface ArticleFiltersFormProps {
  applied: ArticleFilters
  sections: readonly SectionOption[]
  onApply: (filters: ArticleFilters) => void
}

/** A select's "any" (a list box item needs a key). */
const ANY = 'any'

/** The list's filters, applied together (seven fields at once would otherwise ask the server seven times). */
export function ArticleFiltersForm({ applied, sections, onApply }: ArticleFiltersFormProps) {
  const t = useMessages(messages, listMessages, shared)
  const [draft, setDraft] = useState(applied)
  const [seen, setSeen] = useState(applied)
  // The address changed otherwise (the back button, a dashboard link): the form shows what is applied.
  if (seen !== applied && JSON.stringify(seen) !== JSON.stringify(applied)) {
    setSeen(applied)
    setDraft(applied)
  }
  const set = (name: keyof ArticleFilters) => (value: string) => setDraft((d) => ({ ...d, [name]: value === ANY ? '' : value }))
  const select = (name: keyof ArticleFilters) => ({ name, value: draft[name] || ANY, onChange: set(name) })
  // Only sections this person works in: the server lists nothing of the others.
  const sectionOptions = useMemo(
    () =>
      sectionChoices(sections.filter((s) => s.write || s.review)).map((c) => ({
        id: c.value,
        label: `${'\u2003'.repeat(c.depth ?? 0)}${c.label}`,
      })),
    [sections],
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  return (
    <Form onSubmit={submit} className={styles.filters} aria-label={t('articles.filters')}>
      <SelectField
        label={t('articles.kind')}
        {...select('kind')}
        options={[{ id: ANY, label: t('articles.allKinds') }, ...EDITABLE_KINDS.map((kind) => ({ id: kind, label: t(`kind.${kind}`) }))]}
      />
      <SelectField
        label={t('articles.status')}
        {...select('status')}
        options={[{ id: ANY, label: t('articles.allStatuses') }, ...ARTICLE_STATUSES.map((s) => ({ id: s, label: t(`status.${s}`) }))]}
      />
      <SelectField
        label={t('articles.langState')}
        {...select('langState')}
        options={[
          { id: ANY, label: t('articles.allLangStates') },
          ...ARTICLE_LANG_FILTERS.map((f) => ({ id: f, label: t(`articles.langFilter.${f}`) })),
        ]}
      />
      <SelectField
        label={t('articles.section')}
        {...select('section')}
        options={[{ id: ANY, label: t('articles.allSections') }, ...sectionOptions]}
      />
      <TextField
        label={t('articles.author')}
        name="author"
        value={draft.author}
        onChange={set('author')}
        autoComplete="off"
        maxLength={64}
      />
      <TextField label={t('articles.from')} name="from" type="date" value={draft.from} onChange={set('from')} />
      <TextField label={t('articles.to')} name="to" type="date" value={draft.to} onChange={set('to')} />
      <FilterActions
        className={styles.filterButtons}
        applyLabel={t('articles.apply')}
        clearLabel={t('articles.clear')}
        onClear={() => {
          setDraft(NO_ARTICLE_FILTERS)
          onApply(NO_ARTICLE_FILTERS)
        }}
      />
    </Form>
  )
}
