import { useMessages } from '../../i18n/use-t'
import { Button } from '../button/button'
import { Panel } from '../panel/panel'
import { messages } from './messages'

/** The panel of a screen that failed to render: loading the console again fetches its current code. */
export function RenderFailure() {
  const t = useMessages(messages)
  return (
    <Panel tone="error" title={t('error.renderFailed')}>
      <p>{t('error.renderFailedBody')}</p>
      <Button size="small" onPress={() => location.reload()}>
        {t('common.reload')}
      </Button>
    </Panel>
  )
}
