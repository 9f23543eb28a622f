import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed account. */
const ACCESS_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1, a free port and a fresh directory, with one
 * bucket: the tests reach object storage at its protocol, through the AWS SDK, path-style.
 * s3rver has no ListMultipartUploads or AbortMultipartUpload: parts of an unfinished upload stay.
 */
export interface S3TestServer {
  /** The S3_* variables that point the app at this server's bucket. */
  env: {
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_BUCKET: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: string;
  };
  /** Stops the server and removes its directory with every object in it. */
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'nestway-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'nestway-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
