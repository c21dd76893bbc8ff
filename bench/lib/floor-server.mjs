// The HTTP floor: a bare Fastify 5 server with one route and nothing else (no hooks, no plugins,
// no database), in a process of its own, so that a bench measures what any HTTP request costs here
// the same way it measures the app. Forked by startFloorServer; sends its port when listening.
import { requireFromServer } from './server.mjs';

const Fastify = requireFromServer('fastify');
const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ address });
process.on('disconnect', () => void app.close());
