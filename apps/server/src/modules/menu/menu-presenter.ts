import type { Lang, MenuChild, MenuEntry, MenuLeaf, MenuRet } from '@ibr/contract'
import { imageUrl } from '../../lib/file-url.js'
import { loc } from '../../lib/localise.js'
import type { MenuNode } from './menu-tree.js'

function fields(node: MenuNode, lang: Lang) {
  return {
    id: node.row.id,
    name: loc(node.row, 'name', lang),
    picture: imageUrl(node.row.picture_id),
    listTemplate: node.row.list_template,
    path: node.path,
    outLink: node.row.out_link,
  }
}

const leaf = (node: MenuNode, lang: Lang): MenuLeaf => ({ ...fields(node, lang), children: [] })
const child = (node: MenuNode, lang: Lang): MenuChild => ({ ...fields(node, lang), children: node.children.map((c) => leaf(c, lang)) })

export function presentMenuEntry(node: MenuNode, lang: Lang): MenuEntry {
  return { ...fields(node, lang), children: node.children.map((c) => child(c, lang)) }
}

export function presentMenuDetail(node: MenuNode, lang: Lang): MenuRet['menu'] {
  return {
    ...fields(node, lang),
    parentId: node.row.parent_id,
    intro: loc(node.row, 'intro', lang),
    children: node.children.map((c) => child(c, lang)),
  }
}
