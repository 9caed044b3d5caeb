import { STAFF_API } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { useMessages } from '../../i18n/use-t'
import { ROUTER_BASENAME } from '../../lib/paths'
import { sessionStore } from '../../lib/session-store'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SignInForm } from './sign-in-form'
import styles from './sign-in.module.css'
import { ssoHref } from './sso-href'
import { messages } from './messages'

/**
 * The sign-in screen, shown in place of whatever screen was asked for: single sign-on comes back to
 * that same address, and a local sign-in simply reveals it.
 */
export function SignInPage() {
  const t = useMessages(messages)
  useDocumentTitle(t('signIn.title'))
  const { pathname, search } = useLocation()
  const next = `${ROUTER_BASENAME}${pathname === '/' ? '/' : pathname}${search}`
  const lapsed = useStore(sessionStore, (s) => s.lapsed)
  const methods = useStaffQuery(STAFF_API.authMethods, {})
  const onlySso = methods.data ? !methods.data.localLogin && methods.data.sso : false
  useEffect(() => {
    if (onlySso) location.assign(ssoHref(next))
  }, [onlySso, next])
  return (
    <>
      <h1 className={styles.title}>{t('signIn.title')}</h1>
      {lapsed && (
        <p role="status" className={styles.lapsed}>
          {t('signIn.lapsed')}
        </p>
      )}
      {methods.error ? (
        <CallError error={methods.error} onRetry={methods.reload} />
      ) : !methods.data || onlySso ? (
        <Loading />
      ) : (
        <>
          {methods.data.localLogin && <SignInForm offerLink={methods.data.signInLink} />}
          {methods.data.localLogin && methods.data.sso && <p className={styles.or}>{t('signIn.or')}</p>}
          {methods.data.sso && (
            <a className={styles.sso} href={ssoHref(next)}>
              {t('signIn.sso')}
            </a>
          )}
          {!methods.data.localLogin && !methods.data.sso && <p role="alert">{t('signIn.noMethod')}</p>}
        </>
      )}
    </>
  )
}
