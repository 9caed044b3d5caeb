/**
 * The link checker's calls: every link and embedded image of what the site publishes, checked
 * weekly and when its item is published; staff read the broken ones, check one again or mark it ignored.
 */
import Type, { type Static } from 'typebox'
import { body, Id, Nullable } from '../api/common.js'
import { LINK_ITEM_KINDS, LINK_PROBLEMS, LINK_STATUSES } from './link-statuses.js'
import { pageOf, Paging } from './paging.js'

export const LinkRow = Type.Object({
  id: Type.Integer(),
  itemKind: Type.Enum(LINK_ITEM_KINDS, { description: 'what holds the link' }),
  itemId: Type.Integer({ description: 'the item’s id (a conference: its menu entry; the header and footer: 0)' }),
  itemTitle: Type.String({ description: 'the item’s title in the asked language' }),
  sections: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: 'the menu entries the item is listed in, in the asked language; none: site-wide',
  }),
  field: Type.String({ description: 'where in the item, e.g. body_en, out_link, url' }),
  kind: Type.Enum(['link', 'image'] as const, { description: 'a link, or an embedded image' }),
  text: Type.String({ description: 'the link’s text (an image: its alt text)' }),
  target: Type.String({ description: 'the address as written' }),
  status: Type.Enum(LINK_STATUSES),
  problem: Nullable(Type.Enum(LINK_PROBLEMS, { description: 'what went wrong, or why it was not checked' })),
  httpStatus: Nullable(Type.Integer({ description: 'the last HTTP status answered, when one was' })),
  firstBrokenAt: Nullable(Type.String({ description: 'ISO 8601: when it was first found broken (since it last worked)' })),
  lastCheckedAt: Nullable(Type.String({ description: 'ISO 8601' })),
})
export type LinkRow = Static<typeof LinkRow>

export const LinkListBody = body({
  ...Paging,
  menuId: Type.Optional(Id),
  ignored: Type.Optional(Type.Boolean({ description: 'true: the ignored links instead of the broken ones' })),
})
export type LinkListBody = Static<typeof LinkListBody>
export const LinkListRet = Type.Object({
  ...pageOf(LinkRow, 'broken links (or, asked, the ignored ones) by section, item, then link; an editor’s in their sections only'),
  lastRunAt: Nullable(Type.String({ description: 'ISO 8601: when the latest link was checked' })),
})
export type LinkListRet = Static<typeof LinkListRet>

export const LinkIdBody = body({ id: Id })
export type LinkIdBody = Static<typeof LinkIdBody>
export const LinkIgnoreBody = body({ id: Id, ignored: Type.Boolean({ description: 'true: stays quiet in lists and notices' }) })
export type LinkIgnoreBody = Static<typeof LinkIgnoreBody>
export const LinkRowRet = Type.Object({ link: LinkRow })
export type LinkRowRet = Static<typeof LinkRowRet>
export const LinkCheckRet = Type.Object({
  queued: Type.Boolean({ description: 'false: a check of everything already waits or runs' }),
})
export type LinkCheckRet = Static<typeof LinkCheckRet>
