import { STAFF_API } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { toastError } from '../../components/toast/toasts'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { saveFile } from '../../lib/save-file'

export type RegistrationDownload = 'xlsx' | 'csv' | 'zip'

/**
 * A conference's registrations saved as a file: the table (XLSX or CSV) or the uploaded files (ZIP),
 * every registration or only those picked. `exporting` says which download is under way.
 */
export function useRegistrationDownload(menuId: number | null, token: string) {
  const [exporting, setExporting] = useState<string | null>(null)
  const download = async (kind: RegistrationDownload, ids?: readonly number[]) => {
    if (menuId === null) return
    const key = ids ? `${kind}-selected` : kind
    setExporting(key)
    try {
      const picked = ids ? { ids: [...ids] } : {}
      const blob =
        kind === 'zip'
          ? await api.download(STAFF_API.registrationFiles, { menuId, ...picked })
          : await api.download(STAFF_API.registrationExport, { menuId, format: kind, ...picked })
      saveFile(blob, `${token}-registrations${ids ? '-selected' : ''}.${kind}`)
    } catch (error) {
      toastError(isApiError(error) ? error.message : String(error))
    } finally {
      setExporting(null)
    }
  }
  return { exporting, download }
}
