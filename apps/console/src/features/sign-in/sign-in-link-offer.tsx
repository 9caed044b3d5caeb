import { STAFF_API } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../components/button/button'
import { FormStatus } from '../../components/form-status/form-status'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import styles from './sign-in.module.css'
import { messages } from './messages'

/**
 * Offered when the throttle keeps a person out: a link by e-mail, to the address of the account, that
 * signs them in without the password. The answer never says whether the account exists or has an address.
 */
export function SignInLinkOffer({ username }: { username: string }) {
  const t = useMessages(messages)
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<{ sent?: string; error?: string }>({})
  const ask = async () => {
    if (!username) {
      setOutcome({ error: t('signIn.linkNeedsName') })
      return
    }
    setPending(true)
    setOutcome({})
    try {
      const { minutes } = await api.call(STAFF_API.signInLink, { username })
      setOutcome({ sent: t('signIn.linkSent', { minutes }) })
    } catch (error) {
      if (!isApiError(error)) throw error
      setOutcome({ error: error.message })
    } finally {
      setPending(false)
    }
  }
  return (
    <div className={styles.linkOffer}>
      <p>{t('signIn.linkOffer')}</p>
      <Button onPress={() => void ask()} isPending={pending} className={styles.submit}>
        {t('signIn.linkAsk')}
      </Button>
      <FormStatus error={outcome.error ?? null} success={outcome.sent} />
    </div>
  )
}
