import { API } from '@ibr/contract'

/** Public address of an image file; the site adds ?w= for a resized copy. */
export const imageUrl = (fileId: string | null | undefined) => (fileId ? `${API.fileImage}${fileId}` : null)
/** Public address of an attachment. */
export const downloadUrl = (fileId: string) => `${API.fileDownload}${fileId}`
