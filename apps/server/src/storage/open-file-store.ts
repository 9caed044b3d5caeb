import { join } from 'node:path'
import { missingS3Settings, type Config, type FileStoreKind } from '../config.js'
import { DirectoryFileStore } from './directory-file-store.js'
import type { FileStore } from './file-store.js'

/** The folder of DATA_DIR the directory store keeps its files in. */
export const filesDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'files')

/**
 * The file store the settings name (FILE_STORE, or `kind` for the copy command's other side). An
 * object store is checked first: a store that cannot be written, read, listed and cleaned stops
 * the caller with a FileStoreSetupError whose one line names the setting at fault. The AWS SDK is
 * loaded only for the S3 store: a server on the directory store never holds it.
 */
export async function openFileStore(
  config: Pick<Config, 'dataDir' | 'fileStore' | 's3'>,
  kind: FileStoreKind = config.fileStore,
): Promise<FileStore> {
  if (kind === 'dir') return new DirectoryFileStore(filesDir(config))
  const [{ createS3Client }, { S3FileStore }, { FileStoreSetupError, probeS3Store }] = await Promise.all([
    import('./s3-client.js'),
    import('./s3-file-store.js'),
    import('./s3-probe.js'),
  ])
  const missing = missingS3Settings(config.s3)
  if (missing.length > 0) throw new FileStoreSetupError(`${missing.join(' and ')} must be set to use the S3 store`)
  const client = createS3Client(config.s3)
  await probeS3Store(client, config.s3)
  return new S3FileStore({ client, bucket: config.s3.bucket, prefix: config.s3.prefix })
}
