import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { paths } from '../../app/paths'
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb'
import { useDocumentTitle } from '../../lib/use-document-title'
import styles from './service-frame.module.css'
import { messages } from './messages'

const m = messages.t

/** The office's pages in the order of its sub-menu; the first is where /service leads. */
export const SERVICE_PAGES = ['fault', 'faq', 'feedback', 'links'] as const
export type ServicePageKey = (typeof SERVICE_PAGES)[number]

/**
 * The office's frame, in the look of the section pages (the office is in no menu, so the
 * section frame, which is built from a menu entry, does not fit): band with breadcrumb, sub-menu,
 * the page's title and introduction. `document.title` names the page.
 */
export function ServiceFrame({ page, intro, children }: { page: ServicePageKey; intro: string; children: ReactNode }) {
  const title = m(`page.${page}`)
  useDocumentTitle(title)
  return (
    <div data-page="service" data-service-page={page}>
      <div className={styles.banner}>
        <div className={styles.bannerInner}>
          <p className={styles.sectionName}>{m('office')}</p>
          <Breadcrumb items={[{ label: m('office'), to: paths.service() }, { label: title }]} />
        </div>
      </div>
      <div className={styles.body}>
        <nav className={styles.subMenu} aria-label={m('subMenu')} data-service-nav="">
          <h2 className={styles.subMenuTitle}>{m('office')}</h2>
          <ul>
            {SERVICE_PAGES.map((key) => (
              <li key={key}>
                <NavLink to={paths.service(key)} className={({ isActive }) => `${styles.subLink} ${isActive ? styles.subActive : ''}`}>
                  {m(`page.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className={styles.officeIntro}>{m('officeIntro')}</p>
        </nav>
        <article className={styles.content} aria-labelledby="page-title">
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
          {children}
        </article>
      </div>
    </div>
  )
}
