import { ROLE_CODES, type RoleCode } from '@ibr/contract/staff-client'
import { CheckboxGroupField } from '../../components/field/checkbox-group-field'
import { useMessages } from '../../i18n/use-t'
import { ROLE_LABELS } from '../../lib/role-labels'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface RoleFieldProps {
  value: readonly number[]
  onChange: (roles: RoleCode[]) => void
  error?: string | null
}

/** The roles to give: editor, reviewer, conference reviewer, administrator. */
export function RoleField({ value, onChange, error }: RoleFieldProps) {
  const t = useMessages(messages, shared)
  return (
    <CheckboxGroupField
      label={t('users.roles')}
      name="roles"
      inline
      choices={ROLE_LABELS.map((role) => ({ value: String(role.code), label: t(role.key) }))}
      value={value.map(String)}
      onChange={(codes) => onChange(ROLE_CODES.filter((code) => codes.includes(String(code))))}
      description={t('users.rolesHelp')}
      error={error}
    />
  )
}
