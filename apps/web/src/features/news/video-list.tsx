import type { ArticleSummary } from '@ibr/contract'
import { VIDEO_CATEGORIES } from '@ibr/contract/enums'
import { useRef } from 'react'
import { CategoryTabs } from '../../components/category-tabs/category-tabs'
import { t } from '../../i18n'
import type { ArticleListState } from '../../lib/use-article-list'
import { ListShell } from '../../components/list-shell/list-shell'
import { messages } from './messages'
import { useVideoChoice } from './use-video-choice'
import { videoFilterLabel } from './video-category'
import { VideoCards } from './video-cards'
import { VideoPlayer } from './video-player'

/** Research videos: a category filter, poster cards, and the chosen video playing above them. */
export function VideoList({ list, menuId }: { list: ArticleListState; menuId: number }) {
  const { choice, choose, close } = useVideoChoice(menuId)
  // Closing the player gives the focus back to the poster that opened it.
  const opener = useRef<HTMLElement | null>(null)
  const play = (item: ArticleSummary, button: HTMLElement) => {
    opener.current = button
    // The one already in the player keeps playing; only a failed one is asked for again.
    if (choice?.item.id === item.id && choice.state !== 'failed') return
    choose(item)
  }
  const closePlayer = () => {
    close()
    if (opener.current?.isConnected) opener.current.focus()
  }
  const options = [{ value: '', label: t('common.all') }, ...VIDEO_CATEGORIES.map((value) => ({ value, label: videoFilterLabel(value) }))]
  return (
    <ListShell
      list={list}
      filters={
        <CategoryTabs options={options} value={list.query.category} onChange={list.setCategory} label={messages.t('video.filter')} />
      }
      lead={choice && <VideoPlayer choice={choice} onClose={closePlayer} />}
    >
      {(items) => <VideoCards items={items} playing={choice?.item.id ?? null} onPlay={play} />}
    </ListShell>
  )
}
