import type { MediaFile, MediaKind } from '@ibr/contract/staff-client'
import { UploadDropZone } from './upload-drop-zone'
import { UploadList } from './upload-list'
import { useUploadQueue } from './use-upload-queue'

interface MediaUploaderProps {
  only?: MediaKind
  /** A file the library has kept. */
  onUploaded: (file: MediaFile) => void
}

/** Upload to the media library: drop or choose files, follow each one's progress. */
export function MediaUploader({ only, onUploaded }: MediaUploaderProps) {
  const queue = useUploadQueue({ only, onUploaded })
  return (
    <div>
      <UploadDropZone only={only} onFiles={queue.add} />
      <UploadList items={queue.items} onCancel={queue.cancel} onClear={queue.clearFinished} />
    </div>
  )
}
