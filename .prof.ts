import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { createScratchDatabase } from './src/server/testing/scratch-database.js';
const database = await createScratchDatabase('postgres://postgres@127.0.0.1:5432/test');
const child = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'dist/server/main.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: database.url, PORT: '4395', DATA_DIR: '/tmp/profdata' } });
const server = { url: 'http://127.0.0.1:4395', stop: () => new Promise<void>((res) => { child.once('exit', () => res()); child.kill('SIGINT'); }) };
for (;;) { try { if ((await fetch(server.url + '/test')).ok) break; } catch {} await sleep(50); }
const me = await fetch(`${server.url}/api/auth/me`);
const cookie = (me.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const clinicianId = ((await me.json()) as any).clinician.id;
await fetch(`${server.url}/api/sample-data`, { method: 'DELETE', headers: { cookie } });
for (let i = 0; i < 500; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => fetch(`${server.url}/api/clients`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ firstName: `Client${i + j}`, lastName: `Bench${i + j}`, age: 30, primaryDiagnosis: ['Anxiety', 'Sleep Issues'] }) }).then(r => r.text())));
const ids: string[] = ((await (await fetch(`${server.url}/api/clients?limit=50`, { headers: { cookie } })).json()) as any).clients.map((c: any) => c.id);
const transcript = 'Client: I have been sleeping badly and worrying a lot. '.repeat(300);
for (let i = 0; i < 200; i += 10) await Promise.all(Array.from({ length: 10 }, async (_, j) => { const s: any = await (await fetch(`${server.url}/api/sessions`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ clientId: ids[(i + j) % ids.length] }) })).json(); await fetch(`${server.url}/api/sessions/${s.session.id}`, { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ transcript }) }); }));
const path = process.env.P ?? '/api/clients?limit=50';
await fetch(server.url + path, { headers: { cookie } }).then(r => r.text());
const r = await autocannon({ url: server.url + path, connections: 50, duration: 10, headers: { cookie } });
console.log(path, 'rps', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
await server.stop();
const clinician = ((await (await fetch('http://x').catch(() => null as any))?.json?.()) ?? null);
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: database.url, PORT: '4392' } });
for (;;) { try { if ((await fetch('http://127.0.0.1:4392/bare')).ok) break; } catch {} await sleep(50); }
const b = await autocannon({ url: `http://127.0.0.1:4392/page?clinician=${clinicianId}`, connections: 50, duration: 10 });
console.log('baseline rps', b.requests.average, 'p99', b.latency.p99, 'non2xx', b.non2xx, 'ratio', (r.requests.average / b.requests.average * 100).toFixed(0) + '%');
bare.kill('SIGTERM');
await database.drop(); process.exit(0);
