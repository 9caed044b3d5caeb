import Type, { type Static } from 'typebox'
import { body, Id, NullableText } from './common.js'

export const MenuListBody = body({
  type: Type.Optional(Type.Literal('top', { description: 'which menu tree; only top exists' })),
})

const menuFields = {
  id: Type.Integer({ description: 'menu entry id' }),
  name: Type.String({ description: 'name in the requested language' }),
  picture: NullableText('URL of the entry picture (/file/image/{id})'),
  listTemplate: Type.String({ description: 'template key the site maps to a route' }),
  path: Type.String({ description: 'route path, e.g. /ibrNews/notice' }),
  outLink: NullableText('external address, when the entry points off-site'),
}
export const MenuLeaf = Type.Object({
  ...menuFields,
  children: Type.Array(Type.Never(), { description: 'always empty at the third level' }),
})
export const MenuChild = Type.Object({
  ...menuFields,
  children: Type.Array(MenuLeaf, { description: "third-level entries (a conference's pages)" }),
})
export const MenuEntry = Type.Object({
  ...menuFields,
  children: Type.Array(MenuChild, { description: 'sub-menu entries in order; the first is the redirect target' }),
})
export type MenuLeaf = Static<typeof MenuLeaf>
export type MenuChild = Static<typeof MenuChild>
export type MenuEntry = Static<typeof MenuEntry>

export const MenuListRet = Type.Object({ menuList: Type.Array(MenuEntry, { description: 'the top-level sections in order' }) })
export type MenuListRet = Static<typeof MenuListRet>

export const MenuBody = body({ id: Id })
export const MenuDetail = Type.Object({
  ...menuFields,
  parentId: Type.Union([Type.Integer(), Type.Null()], { description: 'parent entry id, null for a section' }),
  intro: Type.String({ description: 'introduction as sanitised HTML, empty when none' }),
  children: Type.Array(MenuChild, { description: 'sub-menu entries in order' }),
})
export const MenuRet = Type.Object({ menu: MenuDetail })
export type MenuRet = Static<typeof MenuRet>
