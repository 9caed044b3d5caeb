import { useT } from '../../i18n/use-t'
import { Button } from '../button/button'
import { Panel } from '../panel/panel'

/** The panel of a screen that failed to render: loading the console again fetches its current code. */
export function RenderFailure() {
  const t = useT()
  return (
    <Panel tone="error" title={t('error.renderFailed')}>
      <p>{t('error.renderFailedBody')}</p>
      <Button size="small" onPress={() => location.reload()}>
        {t('common.reload')}
      </Button>
    </Panel>
  )
}
