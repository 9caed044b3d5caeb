import type { BannerListRet, BannerRow } from '@ibr/contract/staff-client'
import { useState, type KeyboardEvent } from 'react'
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { EmptyState } from '../../components/empty-state/empty-state'
import { useLang, useMessages } from '../../i18n/use-t'
import { BannerDialog } from './banner-dialog'
import styles from './home.module.css'
import { bannerTitle, type BannerChanges } from './use-banners'
import { messages } from './messages'

interface BannerListProps {
  banners: BannerListRet
  changes: BannerChanges
}

/**
 * The banners in the carousel's order, each with its thumbnail, titles and link: dragged (or moved with
 * Alt and the arrows, or its buttons) to another place; edited or removed; a new one added while
 * there is room for it.
 */
export function BannerList({ banners, changes }: BannerListProps) {
  const t = useMessages(messages)
  const lang = useLang()
  const [editing, setEditing] = useState<BannerRow | 'new' | null>(null)
  const [removing, setRemoving] = useState<BannerRow | null>(null)
  const { list, max } = banners
  const full = list.length >= max

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (e) => {
      const banner = list.find((b) => b.id === Number([...e.keys][0]))
      const others = list.filter((b) => b.id !== banner?.id)
      const at = others.findIndex((b) => b.id === Number(e.target.key))
      if (banner && at >= 0) void changes.move(banner, e.target.dropPosition === 'before' ? at : at + 1)
    },
  })

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.altKey ? ({ ArrowUp: -1, ArrowDown: 1 } as Record<string, number>)[event.key] : undefined
    const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"][data-key]')
    if (!step || !row) return
    event.preventDefault()
    event.stopPropagation()
    const index = list.findIndex((b) => b.id === Number(row.dataset.key))
    const to = index + step
    if (index >= 0 && to >= 0 && to < list.length) void changes.move(list[index]!, to)
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.help}>{full ? t('home.bannersFull', { max }) : t('home.bannersIntro', { max })}</p>
        <Button variant="primary" onPress={() => setEditing('new')} isDisabled={full}>
          {t('home.addBanner')}
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState>{t('home.noBanners')}</EmptyState>
      ) : (
        <div onKeyDownCapture={onKeyDownCapture}>
          <p id="banner-help" className={styles.help}>
            {t('home.bannerKeyboardHelp')}
          </p>
          <GridList
            aria-label={t('home.bannersLabel')}
            aria-describedby="banner-help"
            items={list}
            dragAndDropHooks={dragAndDropHooks}
            className={styles.bannerList}
          >
            {(banner) => {
              const title = bannerTitle(banner, lang)
              const index = list.indexOf(banner)
              return (
                <GridListItem id={banner.id} textValue={title} className={styles.bannerRow}>
                  <AriaButton slot="drag" className={styles.handle}>
                    <span aria-hidden="true">⠿</span>
                  </AriaButton>
                  <span className={styles.position}>{index + 1}</span>
                  <img
                    className={styles.thumb}
                    src={`${banner.url}?w=160`}
                    alt=""
                    width={120}
                    height={Math.round((120 * banner.height) / (banner.width || 1)) || 60}
                  />
                  <span className={styles.bannerText}>
                    <span className={styles.bannerTitle}>{title}</span>
                    <span className={styles.bannerMeta}>{banner.link ?? t('home.noLink')}</span>
                    {banner.hidden && <span className={styles.badge}>{t('home.hiddenBadge')}</span>}
                  </span>
                  <span className={styles.rowActions}>
                    <Button
                      size="small"
                      isDisabled={index === 0}
                      onPress={() => void changes.move(banner, index - 1)}
                      aria-label={t('home.moveUpLabel', { title })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      isDisabled={index === list.length - 1}
                      onPress={() => void changes.move(banner, index + 1)}
                      aria-label={t('home.moveDownLabel', { title })}
                    >
                      ↓
                    </Button>
                    <Button size="small" onPress={() => setEditing(banner)} aria-label={t('home.editBannerLabel', { title })}>
                      {t('home.edit')}
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      onPress={() => setRemoving(banner)}
                      aria-label={t('home.removeBannerLabel', { title })}
                    >
                      {t('home.remove')}
                    </Button>
                  </span>
                </GridListItem>
              )
            }}
          </GridList>
        </div>
      )}
      {editing !== null && (
        <BannerDialog
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? undefined : editing}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
          changes={changes}
        />
      )}
      <ConfirmDialog
        title={t('home.removeBannerTitle')}
        confirmLabel={t('home.removeBannerConfirm')}
        variant="danger"
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={async () => {
          if (removing) await changes.remove(removing)
        }}
      >
        <p>{t('home.removeBannerQuestion', { title: removing ? bannerTitle(removing, lang) : '' })}</p>
      </ConfirmDialog>
    </>
  )
}
