/**
 * The staff API of the menu tree: the whole tree as staff see it (hidden entries too), and
 * the changes to it. Every change answers the tree as it now is, so the console never shows a stale one.
 */
import Type, { type Static } from 'typebox'
import { body, FileId, Id, Nullable } from '../api/common.js'
import { LINK_MAX, MENU_INTRO_MAX, MENU_NAME_MAX, OUT_LINK_PATTERN } from './limits.js'

const LangIn = Type.Object({
  name: Type.Optional(Type.String({ maxLength: MENU_NAME_MAX, description: 'name in this language; required for a new entry' })),
  intro: Type.Optional(Type.String({ maxLength: MENU_INTRO_MAX, description: 'introduction as HTML; sanitised on save' })),
})
const LangOut = Type.Object({
  name: Type.String(),
  intro: Type.String({ description: 'sanitised HTML, empty when none' }),
})

export const MenuEntryRow = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer({ description: 'null for a section' })),
  listTemplate: Type.String({ description: 'the route key, one of the known keys at its place' }),
  path: Type.String({ description: 'route path on the public site, e.g. /ibrNews/notice' }),
  zh: LangOut,
  en: LangOut,
  hidden: Type.Boolean({ description: 'taken off the public site, and its sub-entries with it' }),
  outLink: Nullable(Type.String({ description: 'external address, when the entry leads off the site' })),
  pictureId: Nullable(Type.String({ description: 'library image of the entry' })),
  items: Type.Integer({ description: 'items listed in the entry (published or not)' }),
  conference: Type.Boolean({ description: 'a conference is attached to the entry' }),
})
export type MenuEntryRow = Static<typeof MenuEntryRow>

export const MenuTreeBody = body({})
export const MenuTreeRet = Type.Object({
  product: Type.String({ description: "the site's product token, which section templates carry (ibrNews)" }),
  entries: Type.Array(MenuEntryRow, { description: 'every entry but archived ones: parents before children, siblings in menu order' }),
})
export type MenuTreeRet = Static<typeof MenuTreeRet>

export const MenuSaveBody = body({
  id: Type.Optional(Id),
  parentId: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: 'where a new entry goes (null: a section); an existing entry is placed elsewhere by move',
    }),
  ),
  listTemplate: Type.Optional(Type.String({ minLength: 1, maxLength: 80, description: 'one of the known keys at its place' })),
  zh: Type.Optional(LangIn),
  en: Type.Optional(LangIn),
  hidden: Type.Optional(Type.Boolean({ description: 'take the entry off the public site, or put it back' })),
  outLink: Type.Optional(Nullable(Type.String({ maxLength: LINK_MAX, pattern: OUT_LINK_PATTERN, description: 'external address' }))),
  pictureId: Type.Optional(Nullable(FileId)),
})
export type MenuSaveBody = Static<typeof MenuSaveBody>

export const MenuMoveBody = body({
  id: Id,
  parentId: Type.Union([Id, Type.Null()], { description: 'the new parent; null: a section' }),
  index: Type.Integer({ minimum: 0, maximum: 1000, description: 'place among the new siblings, from 0; past the end means last' }),
})
export type MenuMoveBody = Static<typeof MenuMoveBody>

export const MenuRemoveBody = body({ id: Id })
export type MenuRemoveBody = Static<typeof MenuRemoveBody>

export const MenuChangeRet = Type.Object({
  id: Type.Integer({ description: 'the entry changed (made, moved or removed)' }),
  ...MenuTreeRet.properties,
})
export type MenuChangeRet = Static<typeof MenuChangeRet>
