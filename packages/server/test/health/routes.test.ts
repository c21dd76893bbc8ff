import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';

const t = setUpTestApp();

describe('GET /health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/health` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with a clear error when the database is gone', async () => {
    const other = await createTestDatabase();
    const broken = await createTestApp(other.db);
    await other.drop(); // closes the pool under the app
    const res = await broken.app.inject({ method: 'GET', url: `${API}/health` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'The database is not reachable.' });
    await broken.app.close();
  });
});
