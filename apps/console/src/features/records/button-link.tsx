import type { ReactNode } from 'react'
import { Link } from 'react-router'
import buttonStyles from '../../components/button/button.module.css'

/** A link that looks like the console's primary button (it goes somewhere rather than doing something). */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
      {children}
    </Link>
  )
}
