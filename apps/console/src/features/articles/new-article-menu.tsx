import { EDITABLE_KINDS } from '@ibr/contract/staff-client'
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { useNavigate } from 'react-router'
import buttonStyles from '../../components/button/button.module.css'
import fieldStyles from '../../components/field/field.module.css'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'

/** "New item": the kind is chosen first, since it decides the editor's fields. */
export function NewArticleMenu() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <MenuTrigger>
      <AriaButton className={`${buttonStyles.button} ${buttonStyles.primary}`}>
        {t('articles.new')} <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={fieldStyles.popover}>
        <Menu
          aria-label={t('articles.newMenu')}
          className={fieldStyles.listBox}
          onAction={(kind) => void navigate(paths.articleNew.getHref(String(kind)))}
        >
          {EDITABLE_KINDS.map((kind) => (
            <MenuItem key={kind} id={kind} className={fieldStyles.option}>
              {t(`kind.${kind}`)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
