import { AUDIT_ACTIONS } from '@ibr/contract/staff-client'
import { useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { FilterActions } from '../../components/data-table/filter-actions'
import { FilterDisclosure } from '../../components/data-table/filter-disclosure'
import { SelectField } from '../../components/field/select-field'
import { TextField } from '../../components/field/text-field'
import { useMessages } from '../../i18n/use-t'
import { NO_FILTERS, type AuditFilters } from './audit-query'
import styles from './audit.module.css'
import { messages } from './messages'

interface AuditFiltersFormProps {
  applied: AuditFilters
  onApply: (filters: AuditFilters) => void
}

/** The filters, applied together (five fields at once would otherwise ask the server five times). */
export function AuditFiltersForm({ applied, onApply }: AuditFiltersFormProps) {
  const t = useMessages(messages)
  const [draft, setDraft] = useState(applied)
  const [seen, setSeen] = useState(applied)
  // The address changed otherwise (back button): the form shows what is applied.
  if (seen !== applied && JSON.stringify(seen) !== JSON.stringify(applied)) {
    setSeen(applied)
    setDraft(applied)
  }
  const set = (name: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [name]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  return (
    <Form onSubmit={submit} className={styles.filters} aria-label={t('audit.filters')}>
      <TextField label={t('audit.search')} name="search" type="search" value={draft.search} onChange={set('search')} maxLength={100} />
      {/* On a phone the other filters fold away; the search stays, applied with them by Enter. */}
      <FilterDisclosure active={[applied.username, applied.action, applied.from, applied.to].filter(Boolean).length}>
        <TextField
          label={t('audit.person')}
          name="username"
          value={draft.username}
          onChange={set('username')}
          autoComplete="off"
          maxLength={64}
        />
        <SelectField
          label={t('audit.action')}
          name="action"
          value={draft.action || 'all'}
          onChange={(value) => set('action')(value === 'all' ? '' : value)}
          options={[
            { id: 'all', label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ id: action, label: t(`audit.action.${action}`) })),
          ]}
        />
        <TextField label={t('audit.from')} name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label={t('audit.to')} name="to" type="date" value={draft.to} onChange={set('to')} />
        <FilterActions
          className={styles.filterButtons}
          applyLabel={t('audit.apply')}
          clearLabel={t('audit.clear')}
          onClear={() => {
            setDraft(NO_FILTERS)
            onApply(NO_FILTERS)
          }}
        />
      </FilterDisclosure>
    </Form>
  )
}
