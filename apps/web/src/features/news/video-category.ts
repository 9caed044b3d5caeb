import { messages } from './messages'

// The seed gives the two categories no names; these are ours (the same as the detail page's).
const LABELS: Record<string, { one: Parameters<typeof messages.t>[0]; many: Parameters<typeof messages.t>[0] }> = {
  lecture: { one: 'video.lecture', many: 'video.lectures' },
  labTour: { one: 'video.labTour', many: 'video.labTours' },
}

/** The category of one video ("Lecture"). */
export const videoCategoryLabel = (category: string | null): string => {
  const labels = category ? LABELS[category] : undefined
  return labels ? messages.t(labels.one) : ''
}

/** The category as a filter ("Lectures"). */
export const videoFilterLabel = (category: string): string => {
  const labels = LABELS[category]
  return labels ? messages.t(labels.many) : category
}
