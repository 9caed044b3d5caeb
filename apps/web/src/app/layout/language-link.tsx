import { t, currentLang } from '../../i18n'
import { switchLang } from '../../i18n/lang'

/** The link to the other language: saves the choice and reloads. */
export function LanguageLink({ className }: { className?: string }) {
  const other = currentLang === 'zh' ? 'en' : 'zh'
  return (
    <button
      type="button"
      className={className}
      lang={other === 'zh' ? 'zh-CN' : 'en'}
      aria-label={t('nav.languageLabel')}
      onClick={() => switchLang(other)}
      data-lang-switch={other}
    >
      {t('nav.language')}
    </button>
  )
}
