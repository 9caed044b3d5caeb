import type { ReactNode } from 'react'
import { Breadcrumb, type Crumb } from '../breadcrumb/breadcrumb'
import { useDocumentTitle } from '../../lib/use-document-title'
import styles from './section-frame.module.css'

interface Props {
  /** The section's name in the band at the top. */
  band: string
  crumbs: readonly Crumb[]
  /** The sub-menu beside the content (a SubMenuNav). */
  nav: ReactNode
  title: string
  /** The window title; the page title when absent. */
  documentTitle?: string
  /** data-* attributes of the page, for tests and styles. */
  data?: Record<`data-${string}`, string | number>
  children: ReactNode
}

/**
 * The frame of every page below a section: band with breadcrumb, sub-menu, the page's title above
 * its content. Menu pages (SectionFrame) and the services office, which is in no menu, share it.
 */
export function PageFrame({ band, crumbs, nav, title, documentTitle, data, children }: Props) {
  useDocumentTitle(documentTitle ?? title)
  return (
    <div {...data}>
      <div className={styles.banner}>
        <div className={styles.bannerInner}>
          <p className={styles.sectionName}>{band}</p>
          <Breadcrumb items={crumbs} />
        </div>
      </div>
      <div className={styles.body}>
        {nav}
        <article className={styles.content} aria-labelledby="page-title">
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          {children}
        </article>
      </div>
    </div>
  )
}

/** The sub-menu's box: its title on desktop, its entries (`<li>`s), and what follows them. */
export function SubMenuNav({
  label,
  title,
  footer,
  data,
  children,
}: {
  label: string
  title: string
  footer?: ReactNode
  data?: Record<`data-${string}`, string>
  children: ReactNode
}) {
  return (
    <nav className={styles.subMenu} aria-label={label} {...data}>
      <h2 className={styles.subMenuTitle}>{title}</h2>
      <ul>{children}</ul>
      {footer}
    </nav>
  )
}

/** The class of a sub-menu link, marked when it is the current page. */
export const subLinkClass = (active: boolean) => `${styles.subLink} ${active ? styles.subActive : ''}`
