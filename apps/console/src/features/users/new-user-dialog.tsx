import { STAFF_API, type RoleCode, type UserCreateRet } from '@ibr/contract/staff-client'
import { useCallback, useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Link } from 'react-router'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { DialogActions } from '../../components/dialog/dialog-actions'
import { ModalDialog } from '../../components/dialog/modal-dialog'
import { RadioGroupField } from '../../components/field/radio-group-field'
import { TextField } from '../../components/field/text-field'
import { PasswordStrength, usePasswordScore } from '../../components/password-strength/password-strength'
import { FormStatus } from '../../components/form-status/form-status'
import { Loading } from '../../components/loading/loading'
import { TemporaryPassword } from '../../components/temporary-password/temporary-password'
import { useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { useStaffForm } from '../../lib/use-staff-form'
import { paths } from '../../lib/paths'
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

const FIELDS = ['username', 'name', 'email', 'source', 'roles', 'sections', 'groups', 'conferences', 'password'] as const
type Field = (typeof FIELDS)[number]

interface Draft extends Scopes {
  source: 'local' | 'cas'
  username: string
  name: string
  email: string
  roles: RoleCode[]
  password: string
}
const EMPTY: Draft = {
  source: 'local',
  username: '',
  name: '',
  email: '',
  roles: [],
  sections: [],
  groups: [],
  conferences: [],
  password: '',
}

interface NewUserDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/** Creates a local or single sign-on account with its roles and scopes; a made-up password is shown once. */
export function NewUserDialog({ isOpen, onOpenChange }: NewUserDialogProps) {
  const t = useMessages(messages, shared)
  const options = useScopeOptions(isOpen)
  const [draft, setDraft] = useState(EMPTY)
  const place = useCallback((error: ApiError) => placeAccountFailure(error, FIELDS, draft.roles, t), [draft.roles, t])
  const form = useStaffForm(STAFF_API.userCreate, { invalidates: usersKeys.accounts, fields: FIELDS, place })
  const { errors } = form
  const [created, setCreated] = useState<UserCreateRet | null>(null)
  const score = usePasswordScore(draft.password, [draft.username, draft.name])
  const openChange = (open: boolean) => {
    if (!open) {
      setDraft(EMPTY)
      form.clear()
      setCreated(null)
    }
    onOpenChange(open)
  }
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }))
    form.clear(field)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {
      ...(draft.username.trim() ? {} : { username: t('users.usernameMissing') }),
      ...accountProblems(draft, { nameMissing: t('users.nameMissing'), emailInvalid: t('users.emailInvalid') }),
    }
    if (form.refuse(missing)) return
    const result = await form.submit({
      username: draft.username.trim(),
      name: draft.name.trim(),
      source: draft.source,
      roles: draft.roles,
      sections: draft.sections,
      groups: draft.groups,
      conferences: draft.conferences,
      ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
      ...(draft.source === 'local' && draft.password ? { password: draft.password } : {}),
    })
    if (result) setCreated(result)
  }
  return (
    <ModalDialog title={t('users.newTitle')} isOpen={isOpen} onOpenChange={openChange} wide>
      {created ? (
        <>
          <FormStatus success={t('users.created', { username: draft.username.trim() })} />
          {created.temporaryPassword && <TemporaryPassword password={created.temporaryPassword} intro={t('users.createdPassword')} />}
          <DialogActions>
            <Link to={paths.user.getHref(created.id)} className={styles.dialogLink} onClick={() => openChange(false)}>
              {t('users.openAccount')}
            </Link>
            <Button variant="primary" onPress={() => openChange(false)}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </>
      ) : options.error ? (
        <CallError error={options.error} onRetry={options.reload} />
      ) : !options.data ? (
        <Loading />
      ) : (
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
          <RadioGroupField
            label={t('users.source')}
            name="source"
            value={draft.source}
            onChange={(value) => set('source', value === 'cas' ? 'cas' : 'local')}
            options={[
              { id: 'local', label: t('source.local') },
              { id: 'cas', label: t('source.cas') },
            ]}
          />
          <div className={styles.pair}>
            <TextField
              label={t('users.username')}
              name="username"
              value={draft.username}
              onChange={(v) => set('username', v)}
              error={errors.username}
              description={t('users.usernameHelp')}
              autoComplete="off"
              isRequired
            />
            <TextField
              label={t('users.name')}
              name="name"
              value={draft.name}
              onChange={(v) => set('name', v)}
              error={errors.name}
              isRequired
            />
          </div>
          <EmailField value={draft.email} onChange={(v) => set('email', v)} error={errors.email} />
          <RoleField value={draft.roles} onChange={(roles) => set('roles', roles)} error={errors.roles} />
          <ScopeFields options={options.data} value={draft} onChange={(scopes) => setDraft((d) => ({ ...d, ...scopes }))} errors={errors} />
          {draft.source === 'local' && (
            <TextField
              label={t('users.firstPassword')}
              name="password"
              type="password"
              value={draft.password}
              onChange={(v) => set('password', v)}
              error={errors.password}
              description={t('users.firstPasswordHelp')}
              autoComplete="new-password"
            />
          )}
          {draft.source === 'local' && <PasswordStrength password={draft.password} score={score} />}
          <FormStatus error={form.formError} />
          <DialogActions>
            <Button onPress={() => openChange(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" isPending={form.pending}>
              {t('users.create')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  )
}
