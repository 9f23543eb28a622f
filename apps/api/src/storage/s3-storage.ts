import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../config';
import { assertFileKey, isFileKey, type FileStorage } from './file-storage';

/** S3's smallest part: an upload of up to 10 MB is at most two parts, sent one at a time. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Per attempt (the SDK tries three times): a server that does not accept the connection within 5 s,
 * answer within 30 s, or send anything for 30 s mid-transfer (a download included) fails the request
 * instead of holding it open.
 */
const TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true, socketTimeout: 30_000 };

/** Objects in one bucket of AWS S3 or an S3-compatible server (MinIO and others, path-style). */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestHandler: TIMEOUTS,
  });
  const bucket = config.bucket;
  /** Cleared when the server answers that it has no ListMultipartUploads (s3rver, for one). */
  let canListUploads = true;

  async function abortUnfinishedUploads(key: string): Promise<void> {
    if (!canListUploads) return;
    let page;
    try {
      page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: key }));
    } catch (error) {
      if (!isNotImplemented(error)) throw error;
      canListUploads = false;
      return;
    }
    // Keys have one length, so the prefix matches this key alone: one page of a few uploads at most.
    for (const upload of page.Uploads ?? []) {
      if (upload.Key !== key || !upload.UploadId) continue;
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: upload.UploadId }))
        .catch((error: unknown) => {
          if (!hasStatus(error, 404)) throw error; // NoSuchUpload: completed or aborted meanwhile
        });
    }
  }

  return {
    async put(key, source) {
      assertFileKey(key);
      let size = 0;
      let sourceError: unknown;
      const body = Readable.from(
        (async function* () {
          try {
            for await (const chunk of source) {
              size += (chunk as Buffer).length;
              yield chunk as Buffer;
            }
          } catch (error) {
            sourceError = error;
            throw error;
          }
        })(),
      );
      // leavePartsOnError false: on a failure the Upload aborts its multipart upload, so no part is left.
      const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: body }, partSize: PART_BYTES, queueSize: 1 });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        // The source's own error (a refused file type, a broken request) is what the caller answers,
        // even when the abort that followed it failed too.
        throw sourceError ?? error;
      }
      return { size };
    },

    async get(key) {
      if (!isFileKey(key)) return null;
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
        return Body;
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertFileKey(key);
      // Aborting first: an upload still running fails rather than completing after the delete.
      await abortUnfinishedUploads(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

const hasStatus = (error: unknown, status: number) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;

/** NoSuchKey, or a bare 404 from a server that names it otherwise; a missing bucket is a fault, not a missing file. */
const isNoSuchKey = (error: unknown) => hasStatus(error, 404) && (error as S3ServiceException).name !== 'NoSuchBucket';

const isNotImplemented = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotImplemented' || hasStatus(error, 501));
