import Type, { type Static } from 'typebox'
import { Nullable } from '../api/common.js'

export const DashboardItem = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'article kind' }),
  title: Type.String({ description: 'title in the request language (Chinese when the English is empty)' }),
  status: Type.Union([Type.Literal('draft'), Type.Literal('review'), Type.Literal('published'), Type.Literal('archived')], {
    description: 'workflow state',
  }),
  time: Type.String({ description: 'ISO 8601: updated, or the publish time for scheduled and published items' }),
  author: Type.String({ description: 'user name of the person who created it' }),
  authorName: Nullable(
    Type.String({ description: "that person's display name; null for an item the system made or an account since removed" }),
  ),
  section: Nullable(Type.Integer()),
})
export type DashboardItem = Static<typeof DashboardItem>
const Items = (description: string) => Type.Array(DashboardItem, { description, maxItems: 10 })
export const DashboardRet = Type.Object({
  drafts: Items('my drafts, latest first'),
  review: Items('waiting for my review, oldest first'),
  scheduled: Items('published with a publish time still to come, soonest first'),
  published: Items('recently published, latest first'),
  outdated: Items('items with fields whose other language changed since, latest first'),
})
export type DashboardRet = Static<typeof DashboardRet>
