import type { Lang } from '@ibr/contract'
import type { MediaFile, MediaUsage } from '@ibr/contract/staff'
import { downloadUrl, imageUrl } from '../../lib/file-url.js'
import type { MediaRow } from './media-repository.js'
import type { UsageRow } from './media-usage-repository.js'
import { loc } from '../../lib/localise.js'
import { message } from '../../i18n/messages.js'

export function presentMediaFile(row: MediaRow): MediaFile {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    altZh: row.alt_zh,
    altEn: row.alt_en,
    focal: row.focal_x === null || row.focal_y === null ? null : { x: row.focal_x, y: row.focal_y },
    url: row.kind === 'image' ? imageUrl(row.id)! : downloadUrl(row.id),
    uploadedBy: row.uploader,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/** One entry per thing that uses the file, whichever of its copies and fields name it. */
export function presentUsages(rows: readonly UsageRow[], lang: Lang): MediaUsage[] {
  const byThing = new Map<string, MediaUsage>()
  for (const row of rows) {
    const key = `${row.entity} ${row.id}`
    const title = row.entity === 'siteSettings' ? message('media.usage.siteSettings')[lang] : loc(row, 'title', lang)
    const usage = byThing.get(key) ?? { entity: row.entity, id: row.id, title, fields: [], copies: [] }
    if (!usage.title) usage.title = title
    for (const field of row.fields) if (!usage.fields.includes(field)) usage.fields.push(field)
    if (!usage.copies.includes(row.copy)) usage.copies.push(row.copy)
    byThing.set(key, usage)
  }
  return [...byThing.values()]
}
