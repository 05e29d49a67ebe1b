import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, ./data, PGlite', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      databaseKind: 'pglite',
      AUTO_SIGN_OUT_HOURS: 24,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/sd' }).databaseKind).toBe('postgres');
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number (got "abc").'],
    [{ PORT: '70000' }, 'Configuration error: PORT must be between 0 and 65535 (got "70000").'],
    [
      { DATABASE_URL: 'mysql://x@y/z' },
      'Configuration error: DATABASE_URL must be a URL starting with postgres: or postgresql: (got "mysql://x@y/z").',
    ],
    [
      { SMTP_URL: 'not a url' },
      'Configuration error: SMTP_URL must be a URL (smtp://user:password@host:587) (got "not a url").',
    ],
    [
      { PUBLIC_URL: 'ftp://x' },
      'Configuration error: PUBLIC_URL must be a URL starting with http: or https: (got "ftp://x").',
    ],
    [{ DEMO_PASSWORD: 'short' }, 'Configuration error: DEMO_PASSWORD must be at least 12 characters.'],
    [{ AUTO_SIGN_OUT: 'maybe' }, 'Configuration error: AUTO_SIGN_OUT must be true or false (got "maybe").'],
    [
      { SENTRY_DSN: 'https://sentry.example.org/1' },
      'Configuration error: SENTRY_DSN must be a DSN with a key and a numeric project id (https://0123abcd@sentry.example.org/1) (got "https://sentry.example.org/1").',
    ],
    [{ METRICS_PORT: '9100x' }, 'Configuration error: METRICS_PORT must be a whole number (got "9100x").'],
    [
      { PORT: '3000', METRICS_PORT: '3000' },
      'Configuration error: METRICS_PORT must differ from PORT (metrics are not public).',
    ],
  ])('a bad value stops start-up with one line naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect(String((error as Error).message).includes('\n')).toBe(false);
    }
  });

  it('takes Sentry and GlitchTip DSNs', () => {
    for (const dsn of [
      'https://0123abcd@o1.ingest.sentry.io/42',
      'http://abc123@glitchtip.district.local:8000/3',
    ])
      expect(loadConfig({ SENTRY_DSN: dsn }).SENTRY_DSN).toBe(dsn);
  });

  it('S3 storage needs its endpoint and keys once a bucket is named', () => {
    expect(() => loadConfig({ S3_BUCKET: 'pictures' })).toThrow(
      'Configuration error: S3_ENDPOINT must be set when S3_BUCKET is set.',
    );
    expect(() => loadConfig({ S3_BUCKET: 'pictures', S3_ENDPOINT: 'https://s3.example.org' })).toThrow(
      'Configuration error: S3_ACCESS_KEY_ID must be set when S3_BUCKET is set.',
    );
    expect(
      loadConfig({
        S3_BUCKET: 'pictures',
        S3_ENDPOINT: 'https://s3.example.org',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).S3_REGION,
    ).toBe('us-east-1');
  });

  it('Google and Microsoft sign-in need a client id and secret together; Microsoft keeps personal accounts out', () => {
    expect(loadConfig({})).toMatchObject({ MICROSOFT_TENANT: 'organizations' });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'Configuration error: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together.',
    );
    expect(() => loadConfig({ MICROSOFT_CLIENT_SECRET: 'secret' })).toThrow(
      'Configuration error: MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET must be set together.',
    );
    expect(() => loadConfig({ MICROSOFT_TENANT: 'common' })).toThrow(
      "MICROSOFT_TENANT must not let personal Microsoft accounts in ('organizations', a tenant id or a domain)",
    );
    expect(() => loadConfig({ MICROSOFT_TENANT: 'a/b' })).toThrow('MICROSOFT_TENANT must be');
    expect(loadConfig({ MICROSOFT_TENANT: 'district.example.org' }).MICROSOFT_TENANT).toBe(
      'district.example.org',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, databaseKind: 'pglite' });
  });
});
