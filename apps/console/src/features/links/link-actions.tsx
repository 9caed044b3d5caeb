import { STAFF_API, type LinkRow } from '@ibr/contract/staff-client'
import { Button } from '../../components/button/button'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useMessages } from '../../i18n/use-t'
import { isApiError } from '../../lib/api-error'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { problemText } from './link-words'
import { linksKeys } from './links-keys'
import styles from './links.module.css'
import { messages } from './messages'

const failed = (error: unknown) => toastError(isApiError(error) ? error.message : String(error))

/** A link's buttons: check it again now; ignore it, or heed it again. */
export function LinkActions({ link }: { link: LinkRow }) {
  const t = useMessages(messages)
  const recheck = useStaffMutation(STAFF_API.linksRecheck, { invalidates: linksKeys.links })
  const ignore = useStaffMutation(STAFF_API.linksIgnore, { invalidates: linksKeys.links })
  const ignored = link.status === 'ignored'
  const checkAgain = () =>
    recheck.mutate(
      { id: link.id },
      {
        onSuccess: ({ link: found }) =>
          found.status === 'broken'
            ? toastError(t('links.stillBroken', { problem: problemText(t, found) }))
            : toastSuccess(t('links.nowOk')),
        onError: failed,
      },
    )
  const toggle = () =>
    ignore.mutate(
      { id: link.id, ignored: !ignored },
      { onSuccess: () => toastSuccess(t(ignored ? 'links.unignored' : 'links.ignored')), onError: failed },
    )
  return (
    <div className={styles.actions}>
      {!ignored && (
        <Button
          size="small"
          onPress={checkAgain}
          isPending={recheck.isPending}
          aria-label={t('links.recheckLabel', { target: link.target })}
        >
          {t('links.recheck')}
        </Button>
      )}
      <Button
        size="small"
        variant="quiet"
        onPress={toggle}
        isPending={ignore.isPending}
        aria-label={t(ignored ? 'links.unignoreLabel' : 'links.ignoreLabel', { target: link.target })}
      >
        {t(ignored ? 'links.unignore' : 'links.ignore')}
      </Button>
    </div>
  )
}
