import { Panel } from '../../components/panel/panel'
import { useT } from '../../i18n/use-t'

/** An account id that names no account (deleted, or a mistyped address). */
export function NotFound() {
  const t = useT()
  return (
    <Panel tone="warning">
      <p>{t('user.notFound')}</p>
    </Panel>
  )
}
