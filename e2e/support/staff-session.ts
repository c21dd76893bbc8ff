import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiSignIn, post } from './api-sign-in';
import type { ApiSession } from './api-sign-in';
import { demo } from './demo';
import { port } from './run';

export interface StoredSession extends ApiSession {
  store: { storeId: string; storeName: string; counter: string; isOperational: boolean };
}

// The demo business has one active staff member, and the server allows an e-mail 5 codes per
// 15 minutes, 30 s apart. So the whole run (every worker) shares one staff session: one code.
const cacheFile = join(tmpdir(), `countertop-e2e-staff-${port}.json`);
const lockDir = `${cacheFile}.lock`;

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited += 200) {
    try {
      await mkdir(lockDir);
      break;
    } catch {
      // A lock older than two minutes belongs to a run that died.
      const age = await stat(lockDir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 120_000) await rm(lockDir, { recursive: true, force: true });
      if (waited > 120_000) throw new Error(`staff session lock ${lockDir} is held too long`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

/** The token still works on this server (each run starts a fresh database). */
async function stillValid(session: StoredSession): Promise<boolean> {
  try {
    await post('/staff/store/list', { offset: 0, limit: 1 }, session.token);
    return true;
  } catch {
    return false;
  }
}

let memo: Promise<StoredSession> | undefined;

/** The demo staff member signed in at Circular Quay, Counter 1. */
export function staffSession(): Promise<StoredSession> {
  memo ??= withLock(async () => {
    const cached = await readFile(cacheFile, 'utf8').then(
      (text) => JSON.parse(text) as StoredSession,
      () => undefined,
    );
    if (cached && (await stillValid(cached))) return cached;
    const session = await apiSignIn('S', demo.staffEmail, demo.handle);
    const { data } = await post<{
      data: { totalItems: { id: string; name: string; isOperational: boolean }[] };
    }>('/staff/store/list', { offset: 0, limit: 100 }, session.token);
    const store = data.totalItems.find((s) => s.name === 'Circular Quay') ?? data.totalItems[0];
    if (!store) throw new Error('the demo business has no store');
    const stored: StoredSession = {
      ...session,
      store: {
        storeId: store.id,
        storeName: store.name,
        counter: 'Counter 1',
        isOperational: store.isOperational,
      },
    };
    await writeFile(cacheFile, JSON.stringify(stored));
    return stored;
  });
  return memo;
}

/** Opens the app signed in with a stored session, as after a sign-in and a store choice. */
export async function openSignedIn(page: Page, session: StoredSession, path = '/dashboard'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('store', JSON.stringify(s.store));
  }, session);
  await page.goto(path);
}
