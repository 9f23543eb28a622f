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
  });
});
