import { beforeAll, describe, expect, it } from 'vitest';
import { malformedRequests, type MalformedRequest } from '../../../../bench/lib/malformed-requests.mjs';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';
import { newMember, openDesk } from '../helpers/front-desk.js';

/**
 * The malformed-request suite's npm-test size: 5,000 requests generated from the OpenAPI document
 * (bench/lib/malformed-requests.mjs), each breaking one thing, sent with a valid token of the
 * path's role so they reach validation. None may be a 5xx, and the server stays healthy.
 * bench/malformed.mjs sends 100,000 of them over HTTP.
 */
const t = setUpTestApp();
const COUNT = 5_000;
let requests: MalformedRequest[];

beforeAll(async () => {
  const desk = await openDesk(t, t.db);
  const member = await newMember(t);
  const doc: unknown = (await t.app.inject({ method: 'GET', url: `${API}/openapi.json` })).json();
  requests = [
    ...malformedRequests(doc, {
      count: COUNT,
      seed: 12,
      tokens: { business: desk.owner, staff: desk.staff, customer: member.token },
    }),
  ];
});

describe('malformed requests from the OpenAPI document', () => {
  // A workload, not a unit: 12 s alone, over a minute beside a full test run on two cores. The
  // limit only catches a hang, so it is sized for the busiest machine, not the quiet one.
  it(
    `answers ${COUNT.toLocaleString('en-AU')} of them with 4xx (or a harmless 200), never a 5xx`,
    { timeout: 300_000 },
    async () => {
      const byStatus = new Map<number, number>();
      const failures: string[] = [];
      const CONCURRENCY = 8;
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < requests.length) {
            const request = requests[next++]!;
            const res = await t.app.inject({
              method: request.method as 'GET' | 'POST',
              url: request.url,
              headers: request.headers,
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500 && failures.length < 10)
              failures.push(
                `${request.mutation}: ${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            else if (res.statusCode >= 400) expect(res.json()).toEqual({ error: expect.any(String) });
          }
        }),
      );
      console.log(
        `malformed requests: ${COUNT}; statuses ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(', ')}`,
      );
      expect(failures).toEqual([]);
      expect([...byStatus.keys()].every((status) => status < 500)).toBe(true);
      const health = await t.app.inject({ method: 'GET', url: `${API}/health` });
      expect(health.statusCode).toBe(200);
    },
  );
});
