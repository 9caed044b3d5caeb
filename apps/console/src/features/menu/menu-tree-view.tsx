import type { MenuTreeRet } from '@ibr/contract/staff-client'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import {
  Button as AriaButton,
  Collection,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
  type Key,
  type Selection,
} from 'react-aria-components'
import { useLang, useMessages } from '../../i18n/use-t'
import styles from './menu.module.css'
import {
  buildTree,
  dropPlacement,
  moveTarget,
  samePlacement,
  placementOf,
  type MenuNode,
  type MoveDirection,
  type Placement,
} from './menu-tree'
import { templateLabel } from './template-labels'
import { entryName } from './use-menu-changes'
import { messages } from './messages'

/** Alt with an arrow moves the focused entry; announced in the help the tree is described by. */
const SHORTCUTS: Record<string, MoveDirection> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'in', ArrowLeft: 'out' }
const DRAG_TYPE = 'application/x-ibr-menu-entry'

interface MenuTreeViewProps {
  tree: MenuTreeRet
  selectedId: number | null
  onSelect: (id: number) => void
  /** Moves an entry (by drag, or by keyboard); resolves when the new tree is shown. */
  onMove: (id: number, to: Placement) => Promise<unknown>
}

/**
 * The menu as a tree: choose an entry to edit it; drag an entry (or its handle, by keyboard, as React
 * Aria offers) before, after or onto another; or move the focused entry with Alt and the arrows.
 * Only places the site accepts are drop targets; focus stays on the moved entry.
 */
export function MenuTreeView({ tree, selectedId, onSelect, onMove }: MenuTreeViewProps) {
  const t = useMessages(messages)
  const lang = useLang()
  const roots = useMemo(() => buildTree(tree.entries), [tree.entries])
  const parents = useMemo(() => tree.entries.filter((e) => tree.entries.some((c) => c.parentId === e.id)).map((e) => e.id), [tree.entries])
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(parents))
  const dragged = useRef<number | null>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const [focusAfterMove, setFocusAfterMove] = useState<number | null>(null)

  // An entry moved under another parent is a new row: focus goes back to it once it is drawn.
  useEffect(() => {
    if (focusAfterMove === null) return
    wrapper.current?.querySelector<HTMLElement>(`[role="row"][data-key="${focusAfterMove}"]`)?.focus()
    setFocusAfterMove(null)
  }, [focusAfterMove, tree])

  const move = async (id: number, to: Placement) => {
    if (samePlacement(to, placementOf(tree, id))) return
    if (to.parentId !== null) setExpanded((keys) => new Set([...keys, to.parentId!]))
    await onMove(id, to)
    setFocusAfterMove(id)
  }

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => {
        const entry = tree.entries.find((e) => e.id === Number(key))
        return { 'text/plain': entry ? entryName(entry, lang) : String(key), [DRAG_TYPE]: String(key) }
      }),
    onDragStart: (e) => {
      dragged.current = Number([...e.keys][0])
    },
    onDragEnd: () => {
      dragged.current = null
    },
    getDropOperation: (target) => {
      if (target.type !== 'item' || dragged.current === null) return 'cancel'
      return dropPlacement(tree, dragged.current, { key: Number(target.key), dropPosition: target.dropPosition }) ? 'move' : 'cancel'
    },
    onMove: (e) => {
      const id = Number([...e.keys][0])
      const to = dropPlacement(tree, id, { key: Number(e.target.key), dropPosition: e.target.dropPosition })
      if (to) void move(id, to)
    },
  })

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.altKey && !event.ctrlKey && !event.metaKey ? SHORTCUTS[event.key] : undefined
    const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"][data-key]')
    if (!direction || !row) return
    event.preventDefault()
    event.stopPropagation()
    const id = Number(row.dataset.key)
    const to = moveTarget(tree, id, direction)
    if (to) void move(id, to)
  }

  const renderNode = (node: MenuNode) => {
    const { entry } = node
    const name = entryName(entry, lang)
    return (
      <TreeItem id={entry.id} textValue={name} className={styles.treeItem}>
        <TreeItemContent>
          {({ hasChildItems, isExpanded }) => (
            <div className={styles.treeRow}>
              <AriaButton slot="drag" className={styles.handle}>
                <span aria-hidden="true">⠿</span>
              </AriaButton>
              {hasChildItems ? (
                <AriaButton slot="chevron" className={styles.chevron}>
                  <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                </AriaButton>
              ) : (
                <span className={styles.chevronSpace} />
              )}
              <span className={styles.treeName}>{name}</span>
              <span className={styles.treeMeta}>{templateLabel(t, tree.product, entry.listTemplate, entry.parentId === null)}</span>
              {entry.hidden && <span className={styles.badge}>{t('menu.hiddenBadge')}</span>}
            </div>
          )}
        </TreeItemContent>
        <Collection items={node.children}>{renderNode}</Collection>
      </TreeItem>
    )
  }

  return (
    <div ref={wrapper} onKeyDownCapture={onKeyDownCapture} className={styles.treeBox}>
      <p id="menu-tree-help" className={styles.help}>
        {t('menu.keyboardHelp')}
      </p>
      <Tree
        aria-label={t('menu.treeLabel')}
        aria-describedby="menu-tree-help"
        items={roots}
        selectionMode="single"
        selectionBehavior="replace"
        disallowEmptySelection
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelectionChange={(keys: Selection) => {
          if (keys !== 'all' && keys.size > 0) onSelect(Number([...keys][0]))
        }}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.tree}
      >
        {renderNode}
      </Tree>
    </div>
  )
}
