import { STAFF_API, type BannerChangeRet, type BannerListRet, type BannerRow, type BannerSaveBody } from '@ibr/contract/staff-client'
import { useQueryClient } from '@tanstack/react-query'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { useStaffQuery } from '../../lib/use-staff-query'
import { homeKeys } from './home-keys'
import { messages } from './messages'

/** A banner's title in the console's language. */
export const bannerTitle = (banner: BannerRow, lang: 'zh' | 'en') => (lang === 'en' ? banner.en.title || banner.zh.title : banner.zh.title)

type BannerCall = { move: { id: number; index: number } } | { save: Omit<BannerSaveBody, 'lang'> } | { remove: { id: number } }

/**
 * The home page's banners as the cache holds them (each change answers the whole list, which is written
 * into it), and the changes: a move says where the banner went and can be undone; a save is made by the
 * dialog's form hook, which hands its answer to `saved`.
 */
export function useBanners(enabled: boolean) {
  const t = useMessages(messages)
  const lang = useLang()
  const loaded = useStaffQuery(enabled ? STAFF_API.bannerList : null, {})
  const client = useQueryClient()
  const banners = loaded.data
  const show = (next: BannerChangeRet) =>
    client.setQueriesData<BannerListRet>({ queryKey: homeKeys.banners }, { max: next.max, list: next.list })
  const moving = useStaffMutation(STAFF_API.bannerMove, { invalidates: [] })
  const saving = useStaffMutation(STAFF_API.bannerSave, { invalidates: [] })
  const removing = useStaffMutation(STAFF_API.bannerRemove, { invalidates: [] })
  const send = (call: BannerCall) =>
    'move' in call ? moving.mutateAsync(call.move) : 'save' in call ? saving.mutateAsync(call.save) : removing.mutateAsync(call.remove)

  const run = (call: BannerCall, done: (next: BannerChangeRet) => string, undo?: BannerCall): Promise<void> =>
    send(call).then(
      (next) => {
        show(next)
        toastSuccess(done(next), undo && { label: t('common.undo'), run: () => void run(undo, () => t('home.undone')) })
      },
      (error: Error) => toastError(error.message),
    )

  const changes = {
    move(banner: BannerRow, index: number) {
      const from = banners?.list.findIndex((b) => b.id === banner.id) ?? 0
      return run(
        { move: { id: banner.id, index } },
        (next) =>
          t('home.bannerMoved', {
            title: bannerTitle(banner, lang),
            position: next.list.findIndex((b) => b.id === banner.id) + 1,
            count: next.list.length,
          }),
        { move: { id: banner.id, index: from } },
      )
    },

    /** The dialog saved a banner (new when `before` is not given): shown, and undone by one more call. */
    saved(next: BannerChangeRet, before?: BannerRow) {
      show(next)
      const saved = next.list.find((b) => b.id === next.id)!
      if (!before) {
        toastSuccess(t('home.bannerAdded', { title: bannerTitle(saved, lang) }), {
          label: t('common.undo'),
          run: () => void run({ remove: { id: next.id } }, () => t('home.undone')),
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
        run: () => void run({ save: undo }, () => t('home.undone')),
      })
    },

    /** Removing is asked first and not undone (the image stays in the media library). */
    async remove(banner: BannerRow) {
      show(await removing.mutateAsync({ id: banner.id }))
      toastSuccess(t('home.bannerRemoved', { title: bannerTitle(banner, lang) }))
    },
  }
  return { banners, error: loaded.error, reload: loaded.reload, changes }
}

export type BannerChanges = ReturnType<typeof useBanners>['changes']
