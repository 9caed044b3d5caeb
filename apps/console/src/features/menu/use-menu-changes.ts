import { STAFF_API, type MenuChangeRet, type MenuEntryRow, type MenuSaveBody, type MenuTreeRet } from '@ibr/contract/staff-client'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages, type Translate, type MessageKey } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { entryById, placementOf, siblingsUnder, type Placement } from './menu-tree'
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

/**
 * The menu's changes made at once (a move, hiding, removing): each answers the tree, which is shown,
 * and says what it did in a notification, with a way to undo it where undoing is one more call.
 */
export function useMenuChanges(apply: (tree: MenuChangeRet) => void) {
  const t = useMessages(messages)
  const lang = useLang()

  /** Makes the call; a refusal is said in a notification. Resolves to the new tree, or null when refused. */
  const run = async (call: () => Promise<MenuChangeRet>, done: (tree: MenuChangeRet) => string, undo?: () => Promise<MenuChangeRet>) => {
    try {
      const tree = await call()
      apply(tree)
      toastSuccess(done(tree), undo && { label: t('common.undo'), run: () => void run(undo, () => t('menu.undone')) })
      return tree
    } catch (error) {
      if (!isApiError(error)) throw error
      toastError(error.message)
      return null
    }
  }

  return {
    move(tree: MenuTreeRet, id: number, to: Placement) {
      const from = placementOf(tree, id)
      return run(
        () => api.call(STAFF_API.menuMove, { id, ...to }),
        (next) => movedMessage(t, next, id, lang),
        () => api.call(STAFF_API.menuMove, { id, ...from }),
      )
    },

    setHidden(entry: MenuEntryRow, hidden: boolean) {
      const name = entryName(entry, lang)
      return run(
        () => api.call(STAFF_API.menuSave, { id: entry.id, hidden }),
        () => t(hidden ? 'menu.hidden' : 'menu.shownAgain', { name }),
        () => api.call(STAFF_API.menuSave, { id: entry.id, hidden: !hidden }),
      )
    },

    /** A change saved from a form: the form places a refusal beside its fields, so it is thrown, not said. */
    async save(entry: MenuEntryRow, body: Omit<MenuSaveBody, 'lang' | 'id'>, undo: Omit<MenuSaveBody, 'lang' | 'id'>) {
      const tree = await api.call(STAFF_API.menuSave, { id: entry.id, ...body })
      apply(tree)
      const saved = entryById(tree, entry.id)!
      toastSuccess(t('menu.saved', { name: entryName(saved, lang) }), {
        label: t('common.undo'),
        run: () =>
          void run(
            () => api.call(STAFF_API.menuSave, { id: entry.id, ...undo }),
            () => t('menu.undone'),
          ),
      })
      return tree
    },

    /** A new entry, from a form (refusals thrown, as for save); undone by removing it, which it allows while empty. */
    async add(body: Omit<MenuSaveBody, 'lang' | 'id'>) {
      const tree = await api.call(STAFF_API.menuSave, body)
      apply(tree)
      toastSuccess(t('menu.added', { name: entryName(entryById(tree, tree.id)!, lang) }), {
        label: t('common.undo'),
        run: () =>
          void run(
            () => api.call(STAFF_API.menuRemove, { id: tree.id }),
            () => t('menu.undone'),
          ),
      })
      return tree
    },

    /** Removing cannot be undone; the dialog that asks says so, and shows a refusal. */
    async remove(entry: MenuEntryRow) {
      const tree = await api.call(STAFF_API.menuRemove, { id: entry.id })
      apply(tree)
      toastSuccess(t('menu.removed', { name: entryName(entry, lang) }))
      return tree
    },
  }
}

export type MenuChanges = ReturnType<typeof useMenuChanges>
