import { useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { SwitchField } from '../../components/field/switch-field'
import { TextField } from '../../components/field/text-field'
import { useMessages } from '../../i18n/use-t'
import type { SuperUserChange } from './super-user-confirm'
import styles from './super-users.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** Gives the powers to someone not yet in the list, by user name; the confirmation follows. */
export function GrantForm({ onAsk }: { onAsk: (change: SuperUserChange) => void }) {
  const t = useMessages(messages, shared)
  const [username, setUsername] = useState('')
  const [admin, setAdmin] = useState(true)
  const [superUser, setSuperUser] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!username.trim()) {
      setError(t('users.usernameMissing'))
      return
    }
    onAsk({ username: username.trim(), admin, superUser })
  }
  return (
    <section className={styles.card} aria-labelledby="grant-title">
      <h2 id="grant-title" className={styles.cardTitle}>
        {t('superUsers.grantTitle')}
      </h2>
      <Form onSubmit={submit} validationBehavior="aria" className={styles.grant}>
        <TextField
          label={t('users.username')}
          name="username"
          value={username}
          onChange={(value) => {
            setUsername(value)
            setError(null)
          }}
          error={error}
          autoComplete="off"
          isRequired
          className={styles.username}
        />
        <div className={styles.switches}>
          <SwitchField label={t('superUsers.admin')} isSelected={admin} onChange={setAdmin} />
          <SwitchField label={t('superUsers.superUser')} isSelected={superUser} onChange={setSuperUser} />
        </div>
        <Button type="submit" variant="primary">
          {t('superUsers.apply')}
        </Button>
      </Form>
    </section>
  )
}
