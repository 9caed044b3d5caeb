/** File limits shared by the server and the site's upload forms and images. No runtime dependencies: the site imports it. */
/** Kinds a public upload may be, decided from the file's bytes. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const UPLOAD_DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
] as const
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.zip'] as const
/** Default upload size limit; the server's UPLOAD_MAX_BYTES setting overrides it. */
export const UPLOAD_MAX_BYTES_DEFAULT = 20 * 1024 * 1024

/** Widths /file/image/{id}?w= serves; another value is rounded up to the next one. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const
