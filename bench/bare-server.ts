// A bare Fastify server with one JSON route: the baseline the API's own latency is compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 4392), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
