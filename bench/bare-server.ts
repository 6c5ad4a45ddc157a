// Baselines the API's figures are compared with, in the same run:
// - `/bare`: a Fastify route answering a constant (the framework's floor);
// - `/page?clinician=…`: a minimal Fastify route serving the same clients page as GET /api/clients (the first 50
//   rows of one clinician, the same columns, no decryption), from PostgreSQL (`DATABASE_URL`) or from the same
//   embedded database directory (`DATA_DIR`, opened once the product server has stopped).
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import Fastify from 'fastify';
import path from 'node:path';
import pg from 'pg';

type Query = (text: string, params: unknown[]) => Promise<unknown[]>;

function openQuery(): Query | undefined {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (text, params) => (await pool.query(text, params)).rows as unknown[];
  }
  if (process.env.DATA_DIR) {
    const db = new PGlite(path.join(process.env.DATA_DIR, 'pglite'), { extensions: { vector } });
    return async (text, params) => (await db.query(text, params)).rows;
  }
  return undefined;
}

const PAGE_SQL = `select id, first_name_enc, last_name_enc, age, gender_enc, status, risk_level, primary_concerns_enc,
  next_session, created_at, updated_at from clients where clinician_id = $1 and archived_at is null
  order by created_at desc, id desc limit 50`;

const query = openQuery();
const app = Fastify({ logger: false });
app.get('/bare', () => ({ ok: true }));
app.get<{ Querystring: { clinician?: string } }>('/page', async (request) => {
  if (!query) throw new Error('no database configured');
  return { clients: await query(PAGE_SQL, [request.query.clinician]) };
});
await app.listen({ port: Number(process.env.PORT ?? 4392), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
