import { useT } from '../../i18n/use-t'
import styles from './frame.module.css'

/** The first stop of the keyboard: past the top bar and navigation to the screen's content. */
export function SkipLink() {
  const t = useT()
  return (
    <a className={styles.skip} href="#main" onClick={focusMain}>
      {t('frame.skipToContent')}
    </a>
  )
}

/** Focus moves without the hash entering the address: the address is the screen's, with its filters. */
function focusMain(event: React.MouseEvent) {
  event.preventDefault()
  document.getElementById('main')?.focus()
}
