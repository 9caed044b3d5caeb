import { API } from '@ibr/contract/paths'

// The addresses the public sanitiser lets through (apps/server/src/lib/sanitize.ts): files of the
// site's own library, by their 22-character id. Anything else could not be shown on the public page.
const FILE_ID = '[A-Za-z0-9_-]{22}'
const LIBRARY_IMAGE = new RegExp(`^${API.fileImage}${FILE_ID}$`)
const LIBRARY_VIDEO = new RegExp(`^${API.fileDownload}${FILE_ID}\\?inline=1$`)

/** An image of the media library: `/file/image/<id>`. */
export const isLibraryImageSrc = (src: string) => LIBRARY_IMAGE.test(src)

/** A video of the media library, played in the page: `/file/common/download/<id>?inline=1`. */
export const isLibraryVideoSrc = (src: string) => LIBRARY_VIDEO.test(src)

/** A link the public site keeps: web, e-mail or telephone. */
export const isSafeHref = (href: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i.test(href.trim())
