import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, percentile } from './bench/lib';
const dataDir = mkdtempSync(path.join(tmpdir(), 's-'));
const fresh = await startServer({ DATA_DIR: dataDir, PORT: '4393' }); await fresh.stop();
const t: number[] = [];
for (let i = 0; i < 5; i++) { const s = await startServer({ DATA_DIR: dataDir, PORT: '4393' }); t.push(s.startMs); await s.stop(); }
t.sort((a, b) => a - b); console.log('fresh', fresh.startMs.toFixed(0), 'existing p50', percentile(t, 50).toFixed(0), t.map((x) => x.toFixed(0)).join(' '));
