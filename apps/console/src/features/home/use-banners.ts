import { STAFF_API, type BannerChangeRet, type BannerListRet, type BannerRow, type BannerSaveBody } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { useStaffQuery } from '../../lib/use-staff-query'
import { messages } from './messages'

/** A banner's title in the console's language. */
export const bannerTitle = (banner: BannerRow, lang: 'zh' | 'en') => (lang === 'en' ? banner.en.title || banner.zh.title : banner.zh.title)

/**
 * The home page's banners as loaded, then as each change answers them, and the changes: a move says
 * where the banner went and can be undone; a save (from the dialog) throws a refusal for the form to place.
 */
export function useBanners(enabled: boolean) {
  const t = useMessages(messages)
  const lang = useLang()
  const loaded = useStaffQuery(enabled ? STAFF_API.bannerList : null, {})
  const [changed, setChanged] = useState<{ base: BannerListRet | undefined; list: BannerListRet } | null>(null)
  const banners = changed && changed.base === loaded.data ? changed.list : loaded.data
  const apply = (next: BannerChangeRet) => setChanged({ base: loaded.data, list: { max: next.max, list: next.list } })

  const run = async (
    call: () => Promise<BannerChangeRet>,
    done: (next: BannerChangeRet) => string,
    undo?: () => Promise<BannerChangeRet>,
  ) => {
    try {
      const next = await call()
      apply(next)
      toastSuccess(done(next), undo && { label: t('common.undo'), run: () => void run(undo, () => t('home.undone')) })
    } catch (error) {
      if (!isApiError(error)) throw error
      toastError(error.message)
    }
  }

  const changes = {
    move(banner: BannerRow, index: number) {
      const from = banners?.list.findIndex((b) => b.id === banner.id) ?? 0
      return run(
        () => api.call(STAFF_API.bannerMove, { id: banner.id, index }),
        (next) =>
          t('home.bannerMoved', {
            title: bannerTitle(banner, lang),
            position: next.list.findIndex((b) => b.id === banner.id) + 1,
            count: next.list.length,
          }),
        () => api.call(STAFF_API.bannerMove, { id: banner.id, index: from }),
      )
    },

    async save(body: Omit<BannerSaveBody, 'lang'>, before?: BannerRow) {
      const next = await api.call(STAFF_API.bannerSave, body)
      apply(next)
      const saved = next.list.find((b) => b.id === next.id)!
      if (!before) {
        toastSuccess(t('home.bannerAdded', { title: bannerTitle(saved, lang) }), {
          label: t('common.undo'),
          run: () =>
            void run(
              () => api.call(STAFF_API.bannerRemove, { id: next.id }),
              () => t('home.undone'),
            ),
        })
        return
      }
      const undo: Omit<BannerSaveBody, 'lang'> = {
        id: before.id,
        fileId: before.fileId,
        link: before.link,
        zh: before.zh,
        en: before.en,
        hidden: before.hidden,
      }
      toastSuccess(t('home.bannerSaved', { title: bannerTitle(saved, lang) }), {
        label: t('common.undo'),
        run: () =>
          void run(
            () => api.call(STAFF_API.bannerSave, undo),
            () => t('home.undone'),
          ),
      })
    },

    /** Removing is asked first and not undone (the image stays in the media library). */
    async remove(banner: BannerRow) {
      apply(await api.call(STAFF_API.bannerRemove, { id: banner.id }))
      toastSuccess(t('home.bannerRemoved', { title: bannerTitle(banner, lang) }))
    },
  }
  return { banners, error: loaded.error, reload: loaded.reload, changes }
}

export type BannerChanges = ReturnType<typeof useBanners>['changes']
