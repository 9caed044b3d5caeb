import { STAFF_API, type MediaFile, type MediaKind } from '@ibr/contract/staff-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { isFinished, refusalOf, type UploadItem } from './upload-item'

let nextKey = 1

/**
 * Files chosen or dropped, sent one at a time (each with its own request, so each has its own
 * progress). What the library would refuse is refused here before it is sent.
 */
export function useUploadQueue({ only, onUploaded }: { only?: MediaKind; onUploaded: (file: MediaFile) => void }) {
  const [items, setItems] = useState<UploadItem[]>([])
  const files = useRef(new Map<number, File>())
  const controllers = useRef(new Map<number, AbortController>())
  const uploaded = useRef(onUploaded)
  useEffect(() => {
    uploaded.current = onUploaded
  })

  const update = useCallback((key: number, next: Partial<UploadItem> & Pick<UploadItem, 'state'>) => {
    setItems((current) => current.map((item) => (item.key === key ? ({ ...item, ...next } as UploadItem) : item)))
  }, [])

  const add = useCallback(
    (chosen: readonly File[]) => {
      const added = chosen.map((file): UploadItem => {
        const key = nextKey++
        const refusal = refusalOf(file, only)
        if (refusal) return { key, name: file.name, size: file.size, state: 'refused', refusal }
        files.current.set(key, file)
        return { key, name: file.name, size: file.size, state: 'waiting' }
      })
      setItems((current) => [...current, ...added])
    },
    [only],
  )

  const next = items.find((item) => item.state === 'waiting')
  const busy = items.some((item) => item.state === 'sending')
  useEffect(() => {
    if (busy || !next) return
    const file = files.current.get(next.key)!
    const controller = new AbortController()
    controllers.current.set(next.key, controller)
    update(next.key, { state: 'sending', progress: 0 })
    api
      .upload(STAFF_API.mediaUpload, file, {
        signal: controller.signal,
        onProgress: (progress) => update(next.key, { state: 'sending', progress }),
      })
      .then(
        ({ file: saved }) => {
          update(next.key, { state: 'done', file: saved })
          uploaded.current(saved)
        },
        (error: unknown) => {
          if (isApiError(error) && error.code === 'aborted') update(next.key, { state: 'cancelled' })
          else update(next.key, { state: 'failed', message: isApiError(error) ? error.message : String(error) })
        },
      )
      .finally(() => {
        controllers.current.delete(next.key)
        files.current.delete(next.key)
      })
  }, [busy, next, update])

  const cancel = useCallback(
    (key: number) => {
      const controller = controllers.current.get(key)
      if (controller) return controller.abort()
      files.current.delete(key)
      update(key, { state: 'cancelled' })
    },
    [update],
  )

  const clearFinished = useCallback(() => setItems((current) => current.filter((item) => !isFinished(item))), [])

  // Uploads under way stop with the screen or dialog that started them.
  useEffect(() => {
    const running = controllers.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  return { items, add, cancel, clearFinished }
}
