/** The menu staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import { MenuChangeRet, MenuMoveBody, MenuRemoveBody, MenuSaveBody, MenuTreeBody, MenuTreeRet } from './menu-api.js'

export const MENU_CALLS = [
  defineStaffCall({
    name: 'menuTree',
    path: '/api/staff/menu/tree',
    summary: 'The whole menu tree as staff see it, hidden entries too',
    effect: 'read',
    permission: 'site.manage',
    body: MenuTreeBody,
    ret: MenuTreeRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'menuSave',
    path: '/api/staff/menu/save',
    summary: 'Add a menu entry (no id) or change one: names, intros, list template, hidden, out link, picture',
    effect: 'write',
    permission: 'site.manage',
    body: MenuSaveBody,
    ret: MenuChangeRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'rateLimited'],
  }),
  defineStaffCall({
    name: 'menuMove',
    path: '/api/staff/menu/move',
    summary: 'Place a menu entry under another parent or at another place among its siblings',
    effect: 'write',
    permission: 'site.manage',
    body: MenuMoveBody,
    ret: MenuChangeRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
  }),
  defineStaffCall({
    name: 'menuRemove',
    path: '/api/staff/menu/remove',
    summary: 'Remove a menu entry that lists no items and has no sub-entries or conference',
    effect: 'write',
    permission: 'site.manage',
    body: MenuRemoveBody,
    ret: MenuChangeRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
  }),
] as const
