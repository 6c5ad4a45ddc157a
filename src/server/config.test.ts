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
});
