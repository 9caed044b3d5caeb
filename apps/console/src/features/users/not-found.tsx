import { Panel } from '../../components/panel/panel'
import { useMessages } from '../../i18n/use-t'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** An account id that names no account (deleted, or a mistyped address). */
export function NotFound() {
  const t = useMessages(messages, shared)
  return (
    <Panel tone="warning">
      <p>{t('user.notFound')}</p>
    </Panel>
  )
}
