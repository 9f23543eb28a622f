import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to port 5000 on 127.0.0.1, the embedded database in ./data and the outbox', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.appUrl.origin).toBe('http://localhost:5000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/pglite') });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.storage).toEqual({ kind: 'local', root: path.resolve('./data/uploads') });
  });

  it('chooses S3 when S3_BUCKET is set, with its endpoint, path style and keys', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'nestway-files',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'nestway-files',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
  });

  it("leaves S3's endpoint and credentials to the AWS SDK when only the bucket and region are set", () => {
    expect(loadConfig({ S3_BUCKET: 'nestway-files', S3_REGION: 'eu-west-2' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'eu-west-2',
      bucket: 'nestway-files',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('derives APP_URL from PORT and reads PostgreSQL, SMTP and admin settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/nestway',
      SMTP_URL: 'smtp://mail:25',
      ADMIN_EMAIL: 'Boss@Nestway.co.uk',
      ADMIN_PASSWORD: 'long-enough',
    });
    expect(config.appUrl.origin).toBe('http://localhost:8080');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/nestway' });
    expect(config.mail.smtpUrl).toBe('smtp://mail:25');
    expect(config.admin).toEqual({ email: 'boss@nestway.co.uk', password: 'long-enough' });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid environment variable PORT: /],
    [{ PORT: '70000' }, /^Invalid environment variable PORT: /],
    [{ APP_URL: 'localhost:5000' }, /^Invalid environment variable APP_URL: must be a URL starting with http:\/\/ or https:\/\/$/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid environment variable DATABASE_URL: /],
    [{ SMTP_URL: 'http://mail' }, /^Invalid environment variable SMTP_URL: /],
    [
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' },
      /^Invalid environment variable ADMIN_EMAIL: must be an e-mail address$/,
    ],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, /^Invalid environment variable ADMIN_PASSWORD: must be at least 8 characters$/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /^Invalid environment variable ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together$/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid environment variable LOG_LEVEL: /],
    [{ S3_BUCKET: 's3://files', S3_REGION: 'eu-west-2' }, /^Invalid environment variable S3_BUCKET: must be a bucket name: /],
    [{ S3_BUCKET: 'files', S3_REGION: 'EU West' }, /^Invalid environment variable S3_REGION: must be a region name such as eu-west-2$/],
    [
      { S3_BUCKET: 'files', S3_REGION: 'eu-west-2', S3_ENDPOINT: 'minio:9000' },
      /^Invalid environment variable S3_ENDPOINT: must be a URL /,
    ],
    [
      { S3_BUCKET: 'files', S3_REGION: 'eu-west-2', S3_FORCE_PATH_STYLE: 'yes' },
      /^Invalid environment variable S3_FORCE_PATH_STYLE: must be true or false$/,
    ],
    [{ S3_BUCKET: 'files' }, /^Invalid environment variable S3_REGION: must be set when S3_BUCKET is set$/],
    [
      { S3_BUCKET: 'files', S3_REGION: 'eu-west-2', S3_ACCESS_KEY_ID: 'key-id' },
      /^Invalid environment variable S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together$/,
    ],
    [
      { S3_BUCKET: 'files', S3_REGION: 'eu-west-2', S3_SECRET_ACCESS_KEY: 'secret' },
      /^Invalid environment variable S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together$/,
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /^Invalid environment variable S3_BUCKET: must be set when S3_ENDPOINT is set$/],
    [{ S3_FORCE_PATH_STYLE: 'true' }, /^Invalid environment variable S3_BUCKET: must be set when S3_FORCE_PATH_STYLE is set$/],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).database.kind).toBe('pglite');
    expect(loadConfig({ S3_BUCKET: '', S3_REGION: ' ' }).storage.kind).toBe('local');
  });
});
