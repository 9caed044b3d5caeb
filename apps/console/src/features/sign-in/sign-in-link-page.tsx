import { STAFF_API } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '../../components/button/button'
import { FormStatus } from '../../components/form-status/form-status'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { useDocumentTitle } from '../../lib/use-document-title'
import styles from './sign-in.module.css'
import { messages } from './messages'

/**
 * Where a sign-in link from the mail opens. The token is in the address's fragment, which no server
 * sees; it is sent only when the person presses the button, so a mail scanner that opens the link
 * spends nothing. Once signed in, the address is replaced and the token leaves the history.
 */
export function SignInLinkPage() {
  const t = useMessages(messages)
  useDocumentTitle(t('signInLink.title'))
  const navigate = useNavigate()
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? ''
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const signIn = async () => {
    setPending(true)
    setFailure(null)
    try {
      await api.call(STAFF_API.signInLinkUse, { token })
      void navigate(paths.dashboard.getHref(), { replace: true })
    } catch (error) {
      if (!isApiError(error)) throw error
      setFailure(error.message)
      setPending(false)
    }
  }
  return (
    <>
      <h1 className={styles.title}>{t('signInLink.title')}</h1>
      {token ? (
        <div className={styles.form}>
          <p>{t('signInLink.intro')}</p>
          <FormStatus error={failure} />
          <Button variant="primary" onPress={() => void signIn()} isPending={pending} className={styles.submit}>
            {t('signInLink.submit')}
          </Button>
        </div>
      ) : (
        <p role="alert">{t('signInLink.noToken')}</p>
      )}
      <Link to={paths.dashboard.getHref()} className={styles.back}>
        {t('signInLink.toSignIn')}
      </Link>
    </>
  )
}
