import { STAFF_API } from '@ibr/contract/staff-client'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '../../components/button/button'
import { FormStatus } from '../../components/form-status/form-status'
import { useMessages } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useStaffForm } from '../../lib/use-staff-form'
import { signInKeys } from './sign-in-keys'
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
  const form = useStaffForm(STAFF_API.signInLinkUse, { invalidates: signInKeys.session, fields: [] })
  const signIn = async () => {
    if (await form.submit({ token })) await navigate(paths.dashboard.getHref(), { replace: true })
  }
  return (
    <>
      <h1 className={styles.title}>{t('signInLink.title')}</h1>
      {token ? (
        <div className={styles.form}>
          <p>{t('signInLink.intro')}</p>
          <FormStatus error={form.formError} />
          <Button variant="primary" onPress={() => void signIn()} isPending={form.pending} className={styles.submit}>
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
