import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { paths } from '../../lib/paths'
import { PageFrame, subLinkClass, SubMenuNav } from '../../components/section-frame/page-frame'
import styles from './service-frame.module.css'
import { messages } from './messages'

const m = messages.t

/** The office's pages in the order of its sub-menu; the first is where /service leads. */
export const SERVICE_PAGES = ['fault', 'faq', 'feedback', 'links'] as const
export type ServicePageKey = (typeof SERVICE_PAGES)[number]

/**
 * The office's pages in the page frame of the sections (the office is in no menu): its own sub-menu and
 * introduction. A page outside the sub-menu (a report's status) gives its own title.
 */
export function ServiceFrame({
  page,
  title = m(`page.${page ?? 'fault'}`),
  intro,
  children,
}: {
  page: ServicePageKey | null
  title?: string
  intro: string
  children: ReactNode
}) {
  const nav = (
    <SubMenuNav
      label={m('subMenu')}
      title={m('office')}
      data={{ 'data-service-nav': '' }}
      footer={<p className={styles.officeIntro}>{m('officeIntro')}</p>}
    >
      {SERVICE_PAGES.map((key) => (
        <li key={key}>
          <NavLink to={paths.service(key)} className={({ isActive }) => subLinkClass(isActive)}>
            {m(`page.${key}`)}
          </NavLink>
        </li>
      ))}
    </SubMenuNav>
  )
  return (
    <PageFrame
      band={m('office')}
      crumbs={[{ label: m('office'), to: paths.service() }, { label: title }]}
      nav={nav}
      title={title}
      data={{ 'data-page': 'service', 'data-service-page': page ?? 'ticket' }}
    >
      <p className={styles.intro}>{intro}</p>
      {children}
    </PageFrame>
  )
}
