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

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
