import type { StorageConfig } from '../config';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk-storage';
import { s3Storage } from './s3-storage';

/** S3 when S3_BUCKET is set; otherwise files on this machine's disk, under DATA_DIR/uploads. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? s3Storage(config) : localDiskStorage(config.root);
}
