/**
 * The staff API of the home page: its banners (rows of `image` with no section and type
 * `top`, which /api/image/url answers unchanged) and the items pinned ("picked") in each section.
 */
import Type, { type Static } from 'typebox'
import { body, FileId, Id, Nullable } from '../api/common.js'
import { BANNER_LINK_PATTERN, BANNER_TITLE_MAX, LINK_MAX } from './limits.js'
import { Search } from './paging.js'

const Title = Type.String({ maxLength: BANNER_TITLE_MAX, description: 'caption, also the alt text; required in both languages' })

export const BannerRow = Type.Object({
  id: Type.Integer(),
  fileId: Type.String({ description: 'the library image' }),
  url: Type.String({ description: 'image address (/file/image/{id}); add ?w= for a resized copy' }),
  width: Type.Integer({ description: 'original width in pixels' }),
  height: Type.Integer({ description: 'original height in pixels' }),
  link: Nullable(Type.String({ description: 'where a click leads, when anywhere' })),
  zh: Type.Object({ title: Type.String() }),
  en: Type.Object({ title: Type.String() }),
  hidden: Type.Boolean({ description: 'kept, but not on the home page' }),
})
export type BannerRow = Static<typeof BannerRow>

export const BannerListBody = body({})
export const BannerListRet = Type.Object({
  max: Type.Integer({ description: 'how many banners the home page holds, hidden ones included' }),
  list: Type.Array(BannerRow, { description: 'in display order' }),
})
export type BannerListRet = Static<typeof BannerListRet>

export const BannerSaveBody = body({
  id: Type.Optional(Id),
  fileId: Type.Optional(FileId),
  link: Type.Optional(
    Nullable(Type.String({ maxLength: LINK_MAX, pattern: BANNER_LINK_PATTERN, description: 'http(s) address or site path' })),
  ),
  zh: Type.Optional(Type.Object({ title: Type.Optional(Title) })),
  en: Type.Optional(Type.Object({ title: Type.Optional(Title) })),
  hidden: Type.Optional(Type.Boolean()),
})
export type BannerSaveBody = Static<typeof BannerSaveBody>

export const BannerMoveBody = body({
  id: Id,
  index: Type.Integer({ minimum: 0, maximum: 1000, description: 'new place from 0; past the end means last' }),
})
export type BannerMoveBody = Static<typeof BannerMoveBody>

export const BannerRemoveBody = body({ id: Id })
export type BannerRemoveBody = Static<typeof BannerRemoveBody>

export const BannerChangeRet = Type.Object({
  id: Type.Integer({ description: 'the banner changed (made, moved or removed)' }),
  ...BannerListRet.properties,
})
export type BannerChangeRet = Static<typeof BannerChangeRet>

export const PinnedListBody = body({
  menuId: Id,
  search: Search,
})
export type PinnedListBody = Static<typeof PinnedListBody>

export const PinnedRow = Type.Object({
  id: Type.Integer(),
  title: Type.String({ description: 'in the request language, the other one when empty' }),
  kind: Type.String(),
  publishAt: Type.String({ description: 'ISO 8601' }),
  visible: Type.Boolean({ description: 'on the public site now (published, inside its publish window)' }),
})
export type PinnedRow = Static<typeof PinnedRow>

export const PinnedListRet = Type.Object({
  pinned: Type.Array(PinnedRow, {
    description: 'pinned items in the order the site lists them (newest first): pins have no order of their own',
  }),
  candidates: Type.Array(PinnedRow, { description: 'published items of the section that are not pinned, newest first' }),
})
export type PinnedListRet = Static<typeof PinnedListRet>

export const PinnedSetBody = body({
  menuId: Id,
  id: Id,
  pinned: Type.Boolean({ description: 'pin (true) or unpin (false)' }),
})
export type PinnedSetBody = Static<typeof PinnedSetBody>
