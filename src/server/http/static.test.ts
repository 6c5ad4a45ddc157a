import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress';
import { createTestApp, type TestApp } from '../testing/harness';

/**
 * A built app in miniature: the workspace page and a fingerprinted script, both large enough to compress, and the
 * landing page.
 */
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: `row ${i}` })))};\n`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Workspace</title></head><body>${'<div class="cell">x</div>'.repeat(200)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'landing.html'),
    '<!doctype html><html><head><title>Landing</title></head><body><script type="module" src="/assets/landing-1.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'export {};\n');
  return script;
}

describe('static files sent precompressed', () => {
  let dir: string;
  let script: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    script = writeBuild(dir);
    precompressDir(dir);
    t = await createTestApp('pglite', { WEB_DIST_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text files only, and skips files too small to gain', () => {
    expect(existsSync(path.join(dir, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'index-abc123.js.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny.js.gz'))).toBe(false);
  });

  it('sends brotli to a browser that accepts it, as JavaScript, cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['content-type'])).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app page compressed for client routes, never cached stale', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/app/clients',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Workspace</title>');
  });

  it('sends the app page for the root and for folders, whatever encodings the caller accepts', async () => {
    for (const url of ['/', '/assets', '/assets/'])
      for (const headers of [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
      }
  });

  it('sends the landing page, built without the router, for the root only; the workspace page for the rest', async () => {
    for (const url of ['/', '/?bg=css', '/?motion=off&parallax=off']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Landing</title>');
    }
    for (const url of ['/app', '/app/', '/app/clients?q=1', '/test', '/somewhere-else']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Workspace</title>');
    }
  });

  it('still answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
