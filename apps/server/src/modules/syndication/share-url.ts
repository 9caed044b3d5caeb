import type { Lang } from '@ibr/contract'

/** An item's share page (`/s/{detail type}/{id}?lang=`): the address feeds, the sitemap and citations give. */
export const shareUrl = (origin: string, type: string, id: number, lang: Lang) => `${origin}/s/${type}/${id}?lang=${lang}`
