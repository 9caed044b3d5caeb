import { useState } from 'react'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useMessages } from '../../i18n/use-t'
import { useDocumentTitle } from '../../lib/use-document-title'
import { EntryDetails } from './entry-details'
import styles from './menu.module.css'
import { entryById, freeTemplates, type Placement } from './menu-tree'
import { MenuTreeView } from './menu-tree-view'
import { NewEntryDialog } from './new-entry-dialog'
import { useMenuChanges } from './use-menu-changes'
import { useMenuTree } from './use-menu-tree'
import { messages } from './messages'

/** The site's menu tree (administrators): the tree beside the chosen entry; every change shows on the site at once. */
export function MenuPage() {
  const t = useMessages(messages)
  useDocumentTitle(t('menu.title'))
  const { tree, error, reload } = useMenuTree()
  const changes = useMenuChanges()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [adding, setAdding] = useState<{ parentId: number | null } | null>(null)
  const selected = tree && selectedId !== null ? entryById(tree, selectedId) : undefined
  const move = (id: number, to: Placement) => (tree ? changes.move(tree, id, to) : Promise.resolve(null))
  return (
    <>
      <PageHeading
        intro={t('menu.intro')}
        actions={
          tree && (
            <Button variant="primary" onPress={() => setAdding({ parentId: null })} isDisabled={freeTemplates(tree, null).length === 0}>
              {t('menu.addSection')}
            </Button>
          )
        }
      >
        {t('menu.title')}
      </PageHeading>
      {error ? (
        <CallError error={error} onRetry={reload} />
      ) : !tree ? (
        <Loading />
      ) : (
        <div className={styles.layout}>
          <MenuTreeView tree={tree} selectedId={selected ? selected.id : null} onSelect={setSelectedId} onMove={move} />
          {selected ? (
            <EntryDetails
              tree={tree}
              entry={selected}
              changes={changes}
              onMove={move}
              onAddChild={() => setAdding({ parentId: selected.id })}
            />
          ) : (
            <p className={styles.choose}>{t('menu.chooseEntry')}</p>
          )}
          <NewEntryDialog
            key={adding?.parentId ?? 'top'}
            tree={tree}
            parent={adding?.parentId ? (entryById(tree, adding.parentId) ?? null) : null}
            isOpen={adding !== null}
            onOpenChange={(open) => !open && setAdding(null)}
            onAdded={setSelectedId}
            changes={changes}
          />
        </div>
      )}
    </>
  )
}
