import type { ScopeOptionsRet } from '@ibr/contract/staff-client'
import { useMemo } from 'react'
import { CheckboxGroupField } from '../../components/field/checkbox-group-field'
import { useMessages } from '../../i18n/use-t'
import { sectionChoices } from '../../lib/section-tree'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

export interface Scopes {
  sections: number[]
  groups: number[]
  conferences: number[]
}

interface ScopeFieldsProps {
  options: ScopeOptionsRet
  value: Scopes
  onChange: (value: Scopes) => void
  errors: Partial<Record<keyof Scopes, string>>
}

/** Where a person may work: menu sections (editors, reviewers), teams they administer, conferences. */
export function ScopeFields({ options, value, onChange, errors }: ScopeFieldsProps) {
  const t = useMessages(messages, shared)
  const sections = useMemo(() => sectionChoices(options.sections), [options.sections])
  const ids = (values: string[]) => values.map(Number)
  return (
    <>
      <CheckboxGroupField
        label={t('users.sections')}
        name="sections"
        choices={sections}
        value={value.sections.map(String)}
        onChange={(v) => onChange({ ...value, sections: ids(v) })}
        description={t('users.sectionsHelp')}
        error={errors.sections}
        none={t('users.noOptions')}
      />
      <CheckboxGroupField
        label={t('users.teams')}
        name="groups"
        choices={options.teams.map((team) => ({ value: String(team.id), label: team.name }))}
        value={value.groups.map(String)}
        onChange={(v) => onChange({ ...value, groups: ids(v) })}
        description={t('users.teamsHelp')}
        error={errors.groups}
        none={t('users.noOptions')}
      />
      <CheckboxGroupField
        label={t('users.conferences')}
        name="conferences"
        choices={options.conferences.map((conference) => ({ value: String(conference.id), label: conference.name }))}
        value={value.conferences.map(String)}
        onChange={(v) => onChange({ ...value, conferences: ids(v) })}
        description={t('users.conferencesHelp')}
        error={errors.conferences}
        none={t('users.noOptions')}
      />
    </>
  )
}
