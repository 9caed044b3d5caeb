import { STAFF_API } from '@ibr/contract/staff-client'

/**
 * What a change on the home page makes stale. A banner change and a pin answer the whole list, which
 * is written into the cache as it is; the other cached questions to it (another section, a search)
 * are asked again when next shown.
 */
export const homeKeys = {
  banners: [STAFF_API.bannerList],
  pins: [STAFF_API.pinnedList],
} as const
