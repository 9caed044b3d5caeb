import { BANNER_LINK_PATTERN, type BannerRow, type BannerSaveBody } from '@ibr/contract/staff-client'
import type { MessageKey } from '../../i18n/use-t'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages> | MessageKey

/** A banner as its form holds it. */
export interface BannerDraft {
  fileId: string
  link: string
  zhTitle: string
  enTitle: string
  shown: boolean
}

/** The form's fields, named as the server names them in a refusal. */
export const BANNER_FIELDS = ['fileId', 'link', 'zh.title', 'en.title'] as const
export type BannerField = (typeof BANNER_FIELDS)[number]

const LINK = new RegExp(BANNER_LINK_PATTERN)

export const EMPTY_BANNER: BannerDraft = { fileId: '', link: '', zhTitle: '', enTitle: '', shown: true }

export const draftOf = (banner: BannerRow): BannerDraft => ({
  fileId: banner.fileId,
  link: banner.link ?? '',
  zhTitle: banner.zh.title,
  enTitle: banner.en.title,
  shown: !banner.hidden,
})

/**
 * What the form finds wrong before asking the server, which checks the same again: an image, a link
 * that is an http(s) address or a site path, and both titles, which are the image's alt text.
 */
export function bannerProblems(draft: BannerDraft): Partial<Record<BannerField, Key>> {
  const problems: Partial<Record<BannerField, Key>> = {}
  if (!draft.fileId.trim()) problems.fileId = 'home.imageMissing'
  if (draft.link.trim() && !LINK.test(draft.link.trim())) problems.link = 'home.linkInvalid'
  if (!draft.zhTitle.trim()) problems['zh.title'] = 'home.altMissing'
  if (!draft.enTitle.trim()) problems['en.title'] = 'home.altMissing'
  return problems
}

/** The save body: everything for a new banner, only what changed for an existing one. */
export function bannerBody(draft: BannerDraft, before?: BannerRow): Omit<BannerSaveBody, 'lang'> {
  const full = {
    fileId: draft.fileId.trim(),
    link: draft.link.trim() || null,
    zh: { title: draft.zhTitle.trim() },
    en: { title: draft.enTitle.trim() },
    hidden: !draft.shown,
  }
  if (!before) return full
  return {
    id: before.id,
    ...(full.fileId !== before.fileId && { fileId: full.fileId }),
    ...(full.link !== before.link && { link: full.link }),
    ...(full.zh.title !== before.zh.title && { zh: full.zh }),
    ...(full.en.title !== before.en.title && { en: full.en }),
    ...(full.hidden !== before.hidden && { hidden: full.hidden }),
  }
}
