import { mainRole, type StaffUser } from '@ibr/contract/staff-client'
import { Button } from '../../components/button/button'
import { LanguageSwitch } from '../../components/language-switch/language-switch'
import { useT } from '../../i18n/use-t'
import { MAIN_ROLE_LABELS } from '../../lib/role-labels'
import { Brand } from './brand'
import { NAV_ID } from './console-nav'
import styles from './frame.module.css'
import { useSignOut } from './use-sign-out'

interface TopBarProps {
  user: StaffUser
  /** The narrow screen's menu button; absent where there is no navigation (the forced password change). */
  menu?: { open: boolean; onToggle: () => void }
}

/** Who is signed in and as what, the language, and the way out. */
export function TopBar({ user, menu }: TopBarProps) {
  const t = useT()
  const signOut = useSignOut()
  return (
    <header className={styles.topBar}>
      <Brand />
      {menu && (
        <button type="button" className={styles.menuButton} aria-expanded={menu.open} aria-controls={NAV_ID} onClick={menu.onToggle}>
          <span aria-hidden="true">☰</span> {t('nav.menu')}
        </button>
      )}
      <div className={styles.account}>
        <p className={styles.who}>
          <span className={styles.name}>{user.name || user.username}</span>
          <span className={styles.role}>{t(MAIN_ROLE_LABELS[mainRole(user)])}</span>
        </p>
        <LanguageSwitch />
        <Button size="small" variant="quiet" className={styles.signOut} onPress={() => void signOut()}>
          {t('frame.signOut')}
        </Button>
      </div>
    </header>
  )
}
