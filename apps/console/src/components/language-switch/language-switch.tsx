import { LANGS, type Lang } from '@ibr/contract/lang'
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components'
import { setLang } from '../../i18n/lang'
import { useLang, useMessages } from '../../i18n/use-t'
import styles from './language-switch.module.css'
import { messages } from './messages'

/** Each language named in itself, so a reader of either finds their own. */
const NAMES: Record<Lang, { label: string; htmlLang: string }> = {
  zh: { label: '中文', htmlLang: 'zh-CN' },
  en: { label: 'English', htmlLang: 'en' },
}

/** Chooses the console's language (the public site's choice too); the screen changes in place. */
export function LanguageSwitch() {
  const t = useMessages(messages)
  const lang = useLang()
  const choose = (keys: Set<Key>) => {
    const [next] = [...keys]
    if (next === 'zh' || next === 'en') setLang(next)
  }
  return (
    <ToggleButtonGroup
      aria-label={t('lang.label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[lang]}
      onSelectionChange={choose}
      className={styles.group}
    >
      {LANGS.map((code) => (
        <ToggleButton key={code} id={code} lang={NAMES[code].htmlLang} className={styles.button}>
          {NAMES[code].label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
