import { MEDIA_MAX_BYTES, mediaKindOf, type MediaFile, type MediaKind } from '@ibr/contract/staff-client'

/** Why a file was not sent: the console's own check before any byte goes. */
export type Refusal = { reason: 'tooBig'; kind: MediaKind } | { reason: 'unsupported' } | { reason: 'onlyKind'; kind: MediaKind }

/** One file of an upload, from its choice to its answer. */
export type UploadItem = {
  key: number
  name: string
  size: number
} & (
  | { state: 'refused'; refusal: Refusal }
  | { state: 'waiting' }
  | { state: 'sending'; progress: number }
  | { state: 'done'; file: MediaFile }
  | { state: 'failed'; message: string }
  | { state: 'cancelled' }
)

/**
 * Whether a file may be sent: a type the library takes (or the one kind asked for), within its kind's
 * limit. The server checks again, by the bytes; this spares sending what it would refuse.
 */
export function refusalOf(file: { name: string; type: string; size: number }, only?: MediaKind): Refusal | null {
  const kind = mediaKindOf(file.name, file.type)
  if (!kind) return { reason: 'unsupported' }
  if (only && kind !== only) return { reason: 'onlyKind', kind: only }
  if (file.size > MEDIA_MAX_BYTES[kind]) return { reason: 'tooBig', kind }
  return null
}

/** Whether an item is over: nothing more will happen to it. */
export const isFinished = (item: UploadItem) => item.state !== 'waiting' && item.state !== 'sending'
