import type { LinkItemKind, LinkRow } from '@ibr/contract/staff-client'
import type { Translate } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'

type T = Translate<KeyOf<typeof messages>>

/** What went wrong with a link, in words a person reads (never the raw code). */
export function problemText(t: T, link: Pick<LinkRow, 'problem' | 'httpStatus'>): string {
  if (!link.problem) return t('links.problem.none')
  return t(`links.problem.${link.problem}`, { status: link.httpStatus ?? '' })
}

/** Where in the console the item holding a link is edited. */
export function itemHref(kind: LinkItemKind, id: number): string {
  switch (kind) {
    case 'article':
      return paths.article.getHref(id)
    case 'menu':
      return paths.menu.getHref()
    case 'banner':
      return paths.homePage.getHref()
    case 'team':
    case 'facility':
    case 'faq':
    case 'quickLink':
      return paths.record.getHref(kind, id)
    case 'conference':
      return paths.conference.getHref(id)
    case 'site':
      return paths.siteSettings.getHref()
  }
}
