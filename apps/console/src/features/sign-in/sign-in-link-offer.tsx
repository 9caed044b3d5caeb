import { STAFF_API } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../components/button/button'
import { FormStatus } from '../../components/form-status/form-status'
import { useMessages } from '../../i18n/use-t'
import { useStaffForm } from '../../lib/use-staff-form'
import { signInKeys } from './sign-in-keys'
import styles from './sign-in.module.css'
import { messages } from './messages'

/**
 * Offered when the throttle keeps a person out: a link by e-mail, to the address of the account, that
 * signs them in without the password. The answer never says whether the account exists or has an address.
 */
export function SignInLinkOffer({ username }: { username: string }) {
  const t = useMessages(messages)
  const form = useStaffForm(STAFF_API.signInLink, { invalidates: signInKeys.link, fields: [] })
  // Asked without a user name: said here, nothing sent.
  const [nameless, setNameless] = useState(false)
  const [minutes, setMinutes] = useState<number | null>(null)
  const ask = async () => {
    setNameless(!username)
    if (!username) return form.clear()
    const sent = await form.submit({ username })
    if (sent) setMinutes(sent.minutes)
  }
  return (
    <div className={styles.linkOffer}>
      <p>{t('signIn.linkOffer')}</p>
      <Button onPress={() => void ask()} isPending={form.pending} className={styles.submit}>
        {t('signIn.linkAsk')}
      </Button>
      <FormStatus
        error={nameless ? t('signIn.linkNeedsName') : form.formError}
        success={form.saved && minutes !== null ? t('signIn.linkSent', { minutes }) : null}
      />
    </div>
  )
}
