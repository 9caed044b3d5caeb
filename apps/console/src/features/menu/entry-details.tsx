import type { MenuEntryRow, MenuTreeRet } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Group } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { SwitchField } from '../../components/field/switch-field'
import { useLang, useMessages } from '../../i18n/use-t'
import { EntryForm } from './entry-form'
import styles from './menu.module.css'
import { entryById, freeTemplates, moveTarget, siblingsUnder, type MoveDirection, type Placement } from './menu-tree'
import { templateLabel } from './template-labels'
import { entryName, type MenuChanges } from './use-menu-changes'
import { messages } from './messages'

const MOVES: { direction: MoveDirection; label: 'menu.moveUp' | 'menu.moveDown' | 'menu.moveIn' | 'menu.moveOut' }[] = [
  { direction: 'up', label: 'menu.moveUp' },
  { direction: 'down', label: 'menu.moveDown' },
  { direction: 'in', label: 'menu.moveIn' },
  { direction: 'out', label: 'menu.moveOut' },
]

interface EntryDetailsProps {
  tree: MenuTreeRet
  entry: MenuEntryRow
  changes: MenuChanges
  onMove: (id: number, to: Placement) => Promise<unknown>
  onAddChild: () => void
}

/** The chosen entry: where it is, what it holds, its moves, whether it is shown, its names and template, removing it. */
export function EntryDetails({ tree, entry, changes, onMove, onAddChild }: EntryDetailsProps) {
  const t = useMessages(messages)
  const lang = useLang()
  const [removing, setRemoving] = useState(false)
  const name = entryName(entry, lang)
  const children = siblingsUnder(tree, entry.id).length
  const hiddenAbove = entry.parentId !== null && isHiddenAbove(tree, entry.parentId)
  const removable = entry.items === 0 && children === 0 && !entry.conference
  return (
    <section className={styles.details} aria-labelledby="menu-entry-title">
      <h2 id="menu-entry-title" className={styles.detailsTitle}>
        {name}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('menu.path')}</dt>
        <dd>
          <code>{entry.path}</code>
        </dd>
        <dt>{t('menu.template')}</dt>
        <dd>{templateLabel(t, tree.product, entry.listTemplate, entry.parentId === null)}</dd>
        <dt>{t('menu.itemsLabel')}</dt>
        <dd>{entry.items}</dd>
      </dl>
      <Group aria-label={t('menu.moveGroup', { name })} className={styles.moves}>
        {MOVES.map(({ direction, label }) => {
          const to = moveTarget(tree, entry.id, direction)
          return (
            <Button key={direction} size="small" isDisabled={!to} onPress={() => to && void onMove(entry.id, to)}>
              {t(label)}
            </Button>
          )
        })}
      </Group>
      <SwitchField label={t('menu.shown')} isSelected={!entry.hidden} onChange={(shown) => void changes.setHidden(entry, !shown)} />
      {hiddenAbove && <p className={styles.help}>{t('menu.hiddenAbove')}</p>}
      <EntryForm
        key={`${entry.id} ${entry.zh.name} ${entry.en.name} ${entry.listTemplate} ${entry.outLink}`}
        tree={tree}
        entry={entry}
        changes={changes}
      />
      <div className={styles.detailActions}>
        <Button onPress={onAddChild} isDisabled={freeTemplates(tree, entry.id).length === 0}>
          {t('menu.addChild')}
        </Button>
        <Button variant="danger" onPress={() => setRemoving(true)} isDisabled={!removable}>
          {t('menu.remove')}
        </Button>
      </div>
      {freeTemplates(tree, entry.id).length === 0 && <p className={styles.help}>{t('menu.noChildTemplate')}</p>}
      {!removable && <p className={styles.help}>{t('menu.removeBlocked', { items: entry.items, children })}</p>}
      <ConfirmDialog
        title={t('menu.remove')}
        confirmLabel={t('menu.removeConfirm')}
        variant="danger"
        isOpen={removing}
        onOpenChange={setRemoving}
        onConfirm={async () => {
          await changes.remove(entry)
        }}
      >
        <p>{t('menu.removeQuestion', { name })}</p>
      </ConfirmDialog>
    </section>
  )
}

function isHiddenAbove(tree: MenuTreeRet, id: number): boolean {
  const seen = new Set<number>()
  for (let at: number | null = id; at !== null && !seen.has(at);) {
    seen.add(at)
    const entry = entryById(tree, at)
    if (!entry) return false
    if (entry.hidden) return true
    at = entry.parentId
  }
  return false
}
