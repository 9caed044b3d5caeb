import { t } from '../../i18n'
import { settings } from '../../lib/settings'

/** The header's quick links to the web-mail and office systems (addresses are server settings), as list items. */
export function QuickLinkItems() {
  return (
    <>
      <li>
        <a href={settings.webmailUrl} target="_blank" rel="noopener noreferrer">
          {t('nav.webmail')}
        </a>
      </li>
      <li>
        <a href={settings.oaUrl} target="_blank" rel="noopener noreferrer">
          {t('nav.oa')}
        </a>
      </li>
    </>
  )
}
