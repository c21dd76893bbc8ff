import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/http/rate-limits/limits.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { API, registrationPayload } from '../helpers/flows.js';
import { hasRedisServer, startRedis, type TestRedis } from '../helpers/redis-server.js';

if (!hasRedisServer)
  console.log(
    'rate limits in Redis: skipped, redis-server is not installed (apt-get install -y redis-server)',
  );

/** With REDIS_URL the counters live in Redis: two instances on it refuse together. */
describe.skipIf(!hasRedisServer)('rate limits counted in Redis', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await startRedis();
    for (let i = 0; i < 2; i++)
      apps.push(await createTestApp(database.db, { redisUrl: redis.url, rateLimitFactor: 1 }));
  });
  afterAll(async () => {
    for (const app of apps) await app.app.close();
    await redis.stop();
    await database.drop();
  });

  it("shares one address's registrations across instances, with Retry-After", async () => {
    const register = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: `${API}/user/add`,
        payload: registrationPayload(),
        remoteAddress: '10.7.7.7',
      });
    for (let i = 0; i < LIMITS.registration.max; i++) {
      expect((await register(apps[i % 2] as TestApp)).statusCode).toBe(200);
    }
    for (const app of apps) {
      const refused = await register(app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    }
  });
});
