import type { ArticleDetail, ArticleSummary } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { api } from '../../lib/api'

export type VideoSource = NonNullable<ArticleDetail['video']>

export type VideoChoice =
  | { item: ArticleSummary; state: 'loading' }
  | { item: ArticleSummary; state: 'ready'; video: VideoSource }
  | { item: ArticleSummary; state: 'failed' }

/**
 * The video chosen to play in the page. The list carries no video address, so choosing one asks
 * for its detail; an answer for a video chosen before another one is dropped.
 */
export function useVideoChoice(menuId: number) {
  const [choice, setChoice] = useState<VideoChoice | null>(null)
  const settle = (item: ArticleSummary, next: VideoChoice) => setChoice((current) => (current?.item.id === item.id ? next : current))
  const choose = (item: ArticleSummary) => {
    setChoice({ item, state: 'loading' })
    // Quiet: the player itself says the video could not be loaded, beside it.
    api.call(API.articleDetail, { id: item.id, menuId }, { quiet: true }).then(
      ({ article }) => settle(item, article.video ? { item, state: 'ready', video: article.video } : { item, state: 'failed' }),
      () => settle(item, { item, state: 'failed' }),
    )
  }
  return { choice, choose, close: () => setChoice(null) }
}
