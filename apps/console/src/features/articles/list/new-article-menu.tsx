import { useStore } from '@ibr/ui/create-store'
import type { SectionOption } from '@ibr/contract/staff-client'
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { useNavigate } from 'react-router'
import buttonStyles from '../../../components/button/button.module.css'
import fieldStyles from '../../../components/field/field.module.css'
import { useMessages } from '../../../i18n/use-t'
import { paths } from '../../../lib/paths'
import { sessionStore } from '../../../lib/session-store'
import { writableKinds } from './writable-kinds'
import styles from './list.module.css'
import { messages } from '../messages'
import { messages as listMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

/**
 * "New item": the kind is chosen first, since it decides the editor's fields. Only the kinds this
 * person may save are offered; with none, the button gives way to why.
 */
export function NewArticleMenu({ sections }: { sections: readonly SectionOption[] | undefined }) {
  const t = useMessages(messages, listMessages, shared)
  const navigate = useNavigate()
  const user = useStore(sessionStore, (s) => s.user)
  const kinds = writableKinds(sections ?? [], user)
  if (sections && kinds.length === 0) return <p className={styles.noKinds}>{t('articles.noKinds')}</p>
  return (
    <MenuTrigger>
      <AriaButton className={`${buttonStyles.button} ${buttonStyles.primary}`} isDisabled={kinds.length === 0}>
        {t('articles.new')} <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={fieldStyles.popover}>
        <Menu
          aria-label={t('articles.newMenu')}
          className={fieldStyles.listBox}
          onAction={(kind) => void navigate(paths.articleNew.getHref(String(kind)))}
        >
          {kinds.map((kind) => (
            <MenuItem key={kind} id={kind} className={fieldStyles.option}>
              {t(`kind.${kind}`)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
