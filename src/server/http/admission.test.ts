import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../testing/harness';
import {
  OVERLOADED_MESSAGE,
  RETRY_AFTER_SECONDS,
  registerAdmissionControl,
  type Admission,
} from './admission';
import { registerErrorHandling } from './errors';

type ClientList = { total: number; clients: { firstName: string }[] };

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await nextTurn();
}

describe('admission control', () => {
  it('answers 503 with Retry-After beyond the bound, and takes requests again once answered', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const admission: Admission = registerAdmissionControl(app, 2);
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let handled = 0;
    app.get('/slow', async () => {
      handled += 1;
      await gate;
      return { ok: true };
    });
    app.get('/fast', async () => {
      handled += 1;
      return { ok: true };
    });
    await app.ready();

    const first = app.inject({ method: 'GET', url: '/slow' });
    const second = app.inject({ method: 'GET', url: '/slow' });
    await until(() => admission.inFlight() === 2);
    const refused = await app.inject({ method: 'GET', url: '/fast' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(apiErrorSchema.parse(refused.json())).toEqual({ error: OVERLOADED_MESSAGE, code: 'overloaded' });
    expect(handled).toBe(2);

    open();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(admission.inFlight()).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(200);
    // Errors and unknown routes are answered too, and free their place.
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect(admission.inFlight()).toBe(0);
    await app.close();
  });
});

describe('admission control with callers who hang up', () => {
  it('frees the place of a request whose caller hung up before its body arrived', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const admission = registerAdmissionControl(app, 2);
    app.post('/notes', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      // Two callers announce a body and send part of it: no handler runs for them, and they fill the bound.
      const callers = [];
      for (let i = 0; i < 2; i++) {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        socket.write(
          'POST /notes HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":"',
        );
        callers.push(socket);
      }
      await until(() => admission.inFlight() === 2);
      const post = () =>
        fetch(`http://127.0.0.1:${String(port)}/notes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
      expect((await post()).status).toBe(503);
      // They hang up: their places are free again.
      for (const socket of callers) socket.destroy();
      await until(() => admission.inFlight() === 0);
      const response = await post();
      expect(response.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.each(TEST_DATABASES)('admission control in the server on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_REQUESTS_IN_FLIGHT: '1' });
    agent = new TestAgent(t.app);
  });
  afterAll(async () => t.close());

  it('refuses a request over the bound before it changes anything', async () => {
    const created = await agent.post('/api/clients', { firstName: 'Ada', lastName: 'Byrne', age: 40 });
    expect(created.statusCode).toBe(201);
    const before = (await agent.get('/api/clients')).json<ClientList>();
    const createAudits = () =>
      t.database.query(
        "select count(*)::int as n from audit_events where action = 'create' and record_type = 'client'",
      );
    const auditsBefore = await createAudits();

    // A transaction holding the clients table keeps one listing in flight for as long as the test needs.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table clients in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const listing = agent.get('/api/clients');
    await until(() => t.app.admission.inFlight() === 1);

    const refused = await agent.post('/api/clients', { firstName: 'Bea', lastName: 'Quinn', age: 30 });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(apiErrorSchema.parse(refused.json())).toEqual({ error: OVERLOADED_MESSAGE, code: 'overloaded' });

    release();
    await holding;
    expect((await listing).statusCode).toBe(200);
    const after = (await agent.get('/api/clients')).json<ClientList>();
    expect(after.total).toBe(before.total);
    expect(after.clients.map((client) => client.firstName)).not.toContain('Bea');
    expect(await createAudits()).toEqual(auditsBefore);
  });
});
