import { useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { Button } from '../button/button'
import { Panel } from '../panel/panel'
import { messages } from './messages'

/**
 * What a screen shows in place of what it could not load: for a refusal, that this person may not do
 * this; otherwise the server's message and a way to try again. A lapsed session needs nothing here:
 * the console shows the sign-in form and comes back.
 */
export function CallError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const t = useMessages(messages)
  if (error.code === 'loginExpired' || error.code === 'passwordChangeRequired') return null
  if (error.code === 'noPermission') return <NoPermission />
  return (
    <Panel tone="error" title={t('error.loadFailed')}>
      <p>{error.message}</p>
      {onRetry && (
        <Button size="small" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Panel>
  )
}

/** The inline panel for a refusal: the screen stays, with its navigation, and says why it is empty. */
export function NoPermission() {
  const t = useMessages(messages)
  return (
    <Panel tone="warning" title={t('noPermission.title')}>
      <p>{t('noPermission.body')}</p>
    </Panel>
  )
}
