import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      authMode: 'demo',
      databaseUrl: undefined,
      waitlistRateLimit: 5,
      maxRequestsInFlight: 64,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names the variable and what it accepts when a value is bad', () => {
    expect(() => loadConfig({ AUTH_MODE: 'open' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_MODE: 'open' })).toThrow(
      /AUTH_MODE="open": must be one of demo, accounts/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty": must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL=.*postgres/);
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: '0' })).toThrow(
      /MAX_REQUESTS_IN_FLIGHT="0": must be at least 1/,
    );
  });

  it('turns audio transcription on only when a transcription server is set', () => {
    expect(loadConfig({}).transcription).toBeUndefined();
    expect(loadConfig({ TRANSCRIPTION_BASE_URL: '' }).transcription).toBeUndefined();
    expect(loadConfig({ TRANSCRIPTION_BASE_URL: 'http://localhost:8000' }).transcription).toEqual({
      baseUrl: 'http://localhost:8000',
      apiKey: undefined,
      model: 'whisper-1',
      timeoutMs: 300_000,
    });
    expect(() => loadConfig({ TRANSCRIPTION_BASE_URL: 'ftp://x' })).toThrow(/TRANSCRIPTION_BASE_URL=.*http/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('trusts no proxy by default, and a hop count or proxy addresses when given', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For, and addresses that are not', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY="true": true would believe any client's X-Forwarded-For; give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /not an IP address or CIDR range: 10.0.0.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(/TRUST_PROXY=/);
  });

  it('keeps the audit key and anchor in DATA_DIR unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/cw' }).audit).toEqual({
      hmacKey: undefined,
      keyFile: '/srv/cw/audit-hmac.key',
      anchorFile: '/srv/cw/audit-anchor.jsonl',
    });
    expect(
      loadConfig({ AUDIT_HMAC_KEY_FILE: '/keys/audit.key', AUDIT_ANCHOR_FILE: '/worm/anchor.jsonl' }).audit,
    ).toMatchObject({ keyFile: '/keys/audit.key', anchorFile: '/worm/anchor.jsonl' });
  });
});
