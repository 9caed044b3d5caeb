import {
  STAFF_API,
  type MenuChangeRet,
  type MenuEntryRow,
  type MenuMoveBody,
  type MenuSaveBody,
  type MenuTreeRet,
} from '@ibr/contract/staff-client'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages, type Translate, type MessageKey } from '../../i18n/use-t'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { menuKeys } from './menu-keys'
import { entryById, placementOf, siblingsUnder, type Placement } from './menu-tree'
import { useShowTree } from './use-menu-tree'
import { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages> | MessageKey

/** An entry's name in the console's language, the other one when empty. */
export const entryName = (entry: MenuEntryRow, lang: 'zh' | 'en') =>
  lang === 'en' ? entry.en.name || entry.zh.name : entry.zh.name || entry.en.name

/** Where an entry now stands, in words (for the announcement of a move). */
function movedMessage(t: Translate<Key>, tree: MenuTreeRet, id: number, lang: 'zh' | 'en'): string {
  const entry = entryById(tree, id)!
  const { parentId, index } = placementOf(tree, id)
  const parent = parentId === null ? undefined : entryById(tree, parentId)
  return t('menu.moved', {
    name: entryName(entry, lang),
    position: index + 1,
    count: siblingsUnder(tree, parentId).length,
    place: parent ? t('menu.placeUnder', { parent: entryName(parent, lang) }) : t('menu.placeTop'),
  })
}

type Change = Omit<MenuSaveBody, 'lang' | 'id'>

/**
 * The menu's changes made at once (a move, hiding, removing): each answers the tree, which is shown,
 * and says what it did in a notification, with a way to undo it where undoing is one more call. A
 * form's save goes through its own form hook and hands its answer to `saved` / `added`.
 */
export function useMenuChanges() {
  const t = useMessages(messages)
  const lang = useLang()
  const show = useShowTree()
  const moving = useStaffMutation(STAFF_API.menuMove, { invalidates: menuKeys.sections })
  const saving = useStaffMutation(STAFF_API.menuSave, { invalidates: menuKeys.sections })
  const removing = useStaffMutation(STAFF_API.menuRemove, { invalidates: menuKeys.sections })

  type Call = { move: MenuMoveBody } | { save: MenuSaveBody } | { remove: { id: number } }
  const send = (call: Call) =>
    'move' in call ? moving.mutateAsync(call.move) : 'save' in call ? saving.mutateAsync(call.save) : removing.mutateAsync(call.remove)

  /** Makes the call; a refusal is said in a notification. Resolves to the new tree, or null when refused. */
  const run = (call: Call, done: (tree: MenuChangeRet) => string, undo?: Call): Promise<MenuChangeRet | null> =>
    send(call).then(
      (tree) => {
        show(tree)
        toastSuccess(done(tree), undo && { label: t('common.undo'), run: () => void run(undo, () => t('menu.undone')) })
        return tree
      },
      (error: Error) => {
        toastError(error.message)
        return null
      },
    )

  return {
    move(tree: MenuTreeRet, id: number, to: Placement) {
      const from = placementOf(tree, id)
      return run({ move: { id, ...to } }, (next) => movedMessage(t, next, id, lang), { move: { id, ...from } })
    },

    setHidden(entry: MenuEntryRow, hidden: boolean) {
      const name = entryName(entry, lang)
      return run({ save: { id: entry.id, hidden } }, () => t(hidden ? 'menu.hidden' : 'menu.shownAgain', { name }), {
        save: { id: entry.id, hidden: !hidden },
      })
    },

    /** A form saved the entry (its form hook placed any refusal): the tree is shown, and the change can be undone. */
    saved(entry: MenuEntryRow, tree: MenuChangeRet, undo: Change) {
      show(tree)
      const saved = entryById(tree, entry.id)!
      toastSuccess(t('menu.saved', { name: entryName(saved, lang) }), {
        label: t('common.undo'),
        run: () => void run({ save: { id: entry.id, ...undo } }, () => t('menu.undone')),
      })
    },

    /** A form added an entry: undone by removing it, which it allows while empty. */
    added(tree: MenuChangeRet) {
      show(tree)
      toastSuccess(t('menu.added', { name: entryName(entryById(tree, tree.id)!, lang) }), {
        label: t('common.undo'),
        run: () => void run({ remove: { id: tree.id } }, () => t('menu.undone')),
      })
    },

    /** Removing cannot be undone; the dialog that asks says so, and shows a refusal. */
    async remove(entry: MenuEntryRow) {
      const tree = await removing.mutateAsync({ id: entry.id })
      show(tree)
      toastSuccess(t('menu.removed', { name: entryName(entry, lang) }))
      return tree
    },
  }
}

export type MenuChanges = ReturnType<typeof useMenuChanges>
