import { ROLE_CODES, STAFF_API, type RoleCode, type UserDetail } from '@ibr/contract/staff-client'
import { useCallback, useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { SwitchField } from '../../components/field/switch-field'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { Loading } from '../../components/loading/loading'
import { useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { useStaffForm } from '../../lib/use-staff-form'
import { accountProblems } from './account-checks'
import { EmailField } from './email-field'
import { placeAccountFailure } from './field-errors'
import { RoleField } from './role-field'
import { ScopeFields, type Scopes } from './scope-fields'
import { useScopeOptions } from './use-scope-options'
import { usersKeys } from './users-keys'
import styles from './users.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const FIELDS = ['name', 'email', 'active', 'roles', 'sections', 'groups', 'conferences'] as const
type Field = (typeof FIELDS)[number]

interface Draft extends Scopes {
  name: string
  email: string
  active: boolean
  roles: RoleCode[]
}

const draftOf = (user: UserDetail): Draft => ({
  name: user.name,
  email: user.email ?? '',
  active: user.active,
  roles: ROLE_CODES.filter((code) => user.roles.includes(code)),
  sections: user.sections,
  groups: user.groups.map((g) => g.id),
  conferences: user.conferences,
})

/** Name, e-mail, active, roles and scopes of an account, saved together. */
export function UserEditForm({ user }: { user: UserDetail }) {
  const t = useMessages(messages, shared)
  const options = useScopeOptions(true)
  const [draft, setDraft] = useState(() => draftOf(user))
  const place = useCallback((error: ApiError) => placeAccountFailure(error, FIELDS, draft.roles, t), [draft.roles, t])
  const form = useStaffForm(STAFF_API.userUpdate, { invalidates: usersKeys.accounts, fields: FIELDS, place })
  const { errors } = form
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }))
    form.clear(field)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {
      ...accountProblems(draft, { nameMissing: t('users.nameMissing'), emailInvalid: t('users.emailInvalid') }),
    }
    if (form.refuse(missing)) return
    await form.submit({ id: user.id, ...draft, name: draft.name.trim(), email: draft.email.trim() })
  }
  return (
    <section className={styles.card} aria-labelledby="user-edit">
      <h2 id="user-edit" className={styles.cardTitle}>
        {t('user.edit')}
      </h2>
      {options.error ? (
        <CallError error={options.error} onRetry={options.reload} />
      ) : !options.data ? (
        <Loading />
      ) : (
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
          <div className={styles.pair}>
            <TextField
              label={t('users.name')}
              name="name"
              value={draft.name}
              onChange={(v) => set('name', v)}
              error={errors.name}
              isRequired
            />
            <EmailField value={draft.email} onChange={(v) => set('email', v)} error={errors.email} />
          </div>
          <SwitchField label={t('user.activeSwitch')} isSelected={draft.active} onChange={(v) => set('active', v)} />
          <RoleField value={draft.roles} onChange={(roles) => set('roles', roles)} error={errors.roles} />
          <ScopeFields options={options.data} value={draft} onChange={(scopes) => setDraft((d) => ({ ...d, ...scopes }))} errors={errors} />
          <FormStatus error={form.formError} success={form.saved ? t('user.saved') : undefined} />
          <div>
            <Button type="submit" variant="primary" isPending={form.pending}>
              {t('user.save')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  )
}
