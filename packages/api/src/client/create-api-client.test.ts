import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import {
  deleteRewardTransaction,
  endpoint,
  exportAuditEvents,
  exportWalletTransactions,
  listStores,
  logout,
  refundCustomer,
  searchCustomer,
  sendOtp,
  uploadGalleryImage,
  uploadLogo,
} from '../contract/index.js';
import type { Role } from '../contract/index.js';
import { z } from 'zod';
import { json, useTestServer } from '../test/test-server.js';
import { ApiError } from './api-error.js';
import { createApiClient } from './create-api-client.js';
import type { ApiClientConfig } from './create-api-client.js';
import type { Notifier } from './notifier.js';

const server = useTestServer();
const { seen, replies } = server;

const emptyList = { data: { totalItems: [], totalCount: 0 } };

function recordingNotifier() {
  const events: string[] = [];
  const notify: Notifier = {
    loading: (message) => {
      events.push(`loading:${message}`);
      return 'toast-1';
    },
    dismiss: (id) => void events.push(`dismiss:${String(id)}`),
    success: (message) => void events.push(`success:${message}`),
    error: (message) => void events.push(`error:${message}`),
  };
  return { events, notify };
}

function client(overrides: Partial<ApiClientConfig> & { role?: Role | null } = {}) {
  const onUnauthorized = vi.fn();
  const { events, notify } = recordingNotifier();
  const { role = 'owner', ...config } = overrides;
  const api = createApiClient({
    baseURL: server.baseURL,
    getToken: () => 'secret-token',
    getRole: () => role,
    onUnauthorized,
    notify,
    ...config,
  });
  return { api, onUnauthorized, events };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('path choice', () => {
  it('calls owner-or-staff endpoints under /business for an Owner', async () => {
    replies.set('/business/store/list', json(200, emptyList));
    const { api } = client({ role: 'owner' });
    await api.call(listStores, { offset: 0, limit: 10 });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v2/business/store/list' });
    expect(seen[0]?.body).toEqual({ offset: 0, limit: 10 });
  });

  it('calls owner-or-staff endpoints under /staff for Staff', async () => {
    replies.set('/staff/logout', json(200, { message: 'Logged out' }));
    const { api } = client({ role: 'staff' });
    await api.call(logout, undefined);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v2/staff/logout' });
  });

  it('calls public endpoints at their own path whatever the role', async () => {
    replies.set('/user/loginotp', json(200, { message: 'OTP sent' }));
    const { api } = client({ role: null });
    await api.call(sendOtp, { userType: 'B', user: { email: 'owner@harbourlane.example' } });
    expect(seen[0]?.url).toBe('/api/v2/user/loginotp');
  });

  it('keeps owner-only and staff-only endpoints on their own prefix', () => {
    const ownerOnly = endpoint({
      method: 'GET',
      path: '/stats',
      access: 'owner',
      request: z.void(),
      response: z.unknown(),
    });
    const staffOnly = endpoint({
      method: 'GET',
      path: '/dash',
      access: 'staff',
      request: z.void(),
      response: z.unknown(),
    });
    const { api } = client({ role: 'staff' });
    expect(api.pathOf(ownerOnly)).toBe('/business/stats');
    expect(api.pathOf(staffOnly)).toBe('/staff/dash');
  });

  it('ends the session instead of guessing a prefix when nobody is signed in', async () => {
    const { api, onUnauthorized } = client({ role: null });
    const error = await failure(api.call(listStores, {}));
    expect(error.message).toBe('Session expired. Please login again.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(seen).toHaveLength(0);
  });

  it('sends the stored token as a bearer token, and none when there is none', async () => {
    replies.set('/business/store/list', json(200, emptyList));
    await client().api.call(listStores, {});
    await client({ getToken: () => null }).api.call(listStores, {});
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer secret-token', undefined]);
  });
});

describe('error mapping', () => {
  it('401 clears the session and shows the server text', async () => {
    replies.set('/business/store/list', json(401, { error: 'Your session has ended' }));
    const { api, onUnauthorized, events } = client();
    const error = await failure(api.call(listStores, {}));
    expect(error).toMatchObject({ status: 401, message: 'Your session has ended' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(events).toContain('error:Your session has ended');
  });

  it('401 is said even by a call that shows no error toast, since it ends the session', async () => {
    replies.set('/business/store/list', json(401, { error: 'Your account has been deactivated' }));
    const { api, events } = client();
    await failure(api.call(listStores, {}, { loadingToast: false, errorToast: false }));
    expect(events).toEqual(['error:Your account has been deactivated']);
  });

  it('401 without a server text says the session expired', async () => {
    replies.set('/business/store/list', (_req, res) => {
      res.writeHead(401);
      res.end();
    });
    const { api, onUnauthorized } = client();
    const error = await failure(api.call(listStores, {}));
    expect(error.message).toBe('Session expired. Please login again.');
    expect(error.serverMessage).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('502 says the server is unavailable, whatever the body', async () => {
    replies.set('/business/store/list', json(502, { error: 'upstream connect error' }));
    const { api, onUnauthorized } = client();
    const error = await failure(api.call(listStores, {}));
    expect(error).toMatchObject({
      status: 502,
      message: 'Server is currently unavailable. Please try again later.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("other errors show the server's error field", async () => {
    replies.set('/user/loginotp', json(429, { error: 'Please wait before requesting another code' }));
    const { api, events } = client();
    const error = await failure(
      api.call(sendOtp, { userType: 'B', user: { email: 'owner@harbourlane.example' } }),
    );
    expect(error).toMatchObject({ status: 429, message: 'Please wait before requesting another code' });
    expect(events).toEqual([
      'loading:Processing...',
      'error:Please wait before requesting another code',
      'dismiss:toast-1',
    ]);
  });

  it("other errors without an error field say 'Something went wrong'", async () => {
    replies.set('/business/store/list', (_req, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<h1>Internal Server Error</h1>');
    });
    const error = await failure(client().api.call(listStores, {}));
    expect(error).toMatchObject({ status: 500, message: 'Something went wrong' });
  });

  it("a network failure says 'Something went wrong'", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(
      client({ baseURL: `http://127.0.0.1:${port}/api/v2` }).api.call(listStores, {}),
    );
    expect(error).toMatchObject({ status: undefined, message: 'Something went wrong' });
  });

  it('gives up after the time-out', async () => {
    replies.set('/business/store/list', (_req, res) => {
      setTimeout(() => json(200, emptyList)(_req, res), 300);
    });
    const error = await failure(client({ timeout: 50 }).api.call(listStores, {}));
    expect(error).toMatchObject({ status: undefined, message: 'Something went wrong' });
  });

  it('an answer that breaks the contract is an error, not data', async () => {
    replies.set('/business/store/list', json(200, { data: { totalItems: [{ id: 1 }] } }));
    const error = await failure(client().api.call(listStores, {}));
    expect(error.message).toBe('Something went wrong');
  });

  it('refuses a body that breaks the contract before sending it', async () => {
    const { api, events } = client();
    const error = await failure(api.call(sendOtp, { userType: 'B', user: { email: 'not-an-email' } }));
    expect(error.message).toBe('Please enter a valid email address');
    expect(seen).toHaveLength(0);
    expect(events).toContain('error:Please enter a valid email address');
  });
});

describe('toasts', () => {
  it("shows 'Processing...' during the request and the server's message after it", async () => {
    replies.set('/user/loginotp', json(200, { message: 'OTP sent to your e-mail', otp: '123456' }));
    const { api, events } = client();
    const result = await api.call(sendOtp, { userType: 'B', user: { email: 'Owner@Harbourlane.example' } });
    expect(result).toEqual({ message: 'OTP sent to your e-mail', otp: '123456' });
    // Validated, but sent as given: the server normalises it with the same schema.
    expect(seen[0]?.body).toEqual({ userType: 'B', user: { email: 'Owner@Harbourlane.example' } });
    expect(events).toEqual(['loading:Processing...', 'success:OTP sent to your e-mail', 'dismiss:toast-1']);
  });

  it('uses msg when the server sends no message', async () => {
    const free = endpoint({
      method: 'POST',
      path: '/thing',
      access: 'public',
      request: z.object({}),
      response: z.object({ msg: z.string() }),
    });
    replies.set('/thing', json(200, { msg: 'Done' }));
    const { api, events } = client();
    await api.call(free, {});
    expect(events).toContain('success:Done');
  });

  it('lets a request opt out of each toast', async () => {
    replies.set('/user/loginotp', json(200, { message: 'OTP sent' }));
    replies.set('/business/store/list', json(400, { error: 'Bad page' }));
    const { api, events } = client();
    await api.call(
      sendOtp,
      { userType: 'B', user: { email: 'owner@harbourlane.example' } },
      { loadingToast: false, successToast: false },
    );
    await failure(api.call(listStores, {}, { loadingToast: false, errorToast: false }));
    expect(events).toEqual([]);
  });

  it('stays silent when the caller cancels', async () => {
    replies.set('/business/store/list', (req, res) => {
      setTimeout(() => json(200, emptyList)(req, res), 200);
    });
    const { api, events } = client();
    const controller = new AbortController();
    const pending = failure(api.call(listStores, {}, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error.cancelled).toBe(true);
    expect(events).toEqual(['loading:Processing...', 'dismiss:toast-1']);
  });
});

describe('uploads', () => {
  it('sends an upload endpoint as multipart/form-data, the file under its field name', async () => {
    replies.set(
      '/business/logo/upload',
      json(200, { message: 'Logo saved.', logoContextURL: '/uploads/l1.png' }),
    );
    const { api } = client();
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shopfront.png', { type: 'image/png' });
    await expect(api.call(uploadLogo, { logo })).resolves.toEqual({
      message: 'Logo saved.',
      logoContextURL: '/uploads/l1.png',
    });
    // Found by path: the cancelled call of the test before may reach the server late on a busy machine.
    const upload = seen.find((s) => s.url === '/api/v2/business/logo/upload');
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('name="logo"; filename="shopfront.png"');
    expect(upload?.body).toContain('Content-Type: image/png');
  });

  it('reports the upload progress to the call options, up to the whole body', async () => {
    replies.set(
      '/business/gallary/image/upload',
      json(200, {
        message: 'Image uploaded',
        data: { _id: 'g1', name: 'g1.png', title: 'Shopfront', category: '' },
      }),
    );
    const { api } = client();
    const image = new File([new Uint8Array(256 * 1024).fill(7)], 'shopfront.png', { type: 'image/png' });
    const progress: { loaded: number; total: number | undefined; fraction: number | undefined }[] = [];
    await api.call(
      uploadGalleryImage,
      { image, imageName: 'Shopfront' },
      { onUploadProgress: (p) => progress.push(p) },
    );
    const upload = seen.find((s) => s.url === '/api/v2/business/gallary/image/upload');
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('name="imageName"');
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1);
    expect(last?.loaded).toBeGreaterThanOrEqual(image.size);
    expect(last?.fraction).toBe(1);
    // Never backwards: a bar fed from these only grows.
    expect(progress.map((p) => p.loaded)).toEqual([...progress.map((p) => p.loaded)].sort((a, b) => a - b));
  });

  it('refuses an upload without its file before sending it', async () => {
    const { api } = client();
    const error = await failure(api.call(uploadLogo, {} as never));
    expect(error.message).toBe('Please select an image');
    expect(seen).toEqual([]);
  });
});

describe('money requests', () => {
  const refunded = { message: 'Refunded', data: { refundId: 'r1', refundAmount: 12.5, walletBalance: 20 } };

  it('sends amounts in dollars as given, never the cents the contract parses them into', async () => {
    replies.set('/staff/customer/refund', json(200, refunded));
    const { api } = client({ role: 'staff' });
    await api.call(refundCustomer, { customerId: '402715938', refundAmount: 12.5, storeId: 's1' });
    expect(seen[0]?.body).toEqual({ customerId: '402715938', refundAmount: 12.5, storeId: 's1' });
  });

  it('sends the Idempotency-Key to idempotent endpoints only', async () => {
    replies.set('/business/customer/refund', json(200, refunded));
    replies.set('/business/customer/search', json(404, { error: 'Customer not found' }));
    const { api } = client();
    await api.call(refundCustomer, { customerId: 'm1', refundAmount: '1.00' }, { idempotencyKey: 'key-1' });
    await failure(api.call(searchCustomer, { query: 'ava' }, { idempotencyKey: 'key-2' }));
    expect(seen.map((s) => s.idempotencyKey)).toEqual(['key-1', undefined]);
  });

  it('sends a clean-up call that outlives the page, without toasts', async () => {
    replies.set(
      '/staff/rewardtransaction/delete',
      json(200, { message: 'Deleted', rtId: 'rt1', status: 'DELETED' }),
    );
    const { api, events } = client({ role: 'staff' });
    api.sendOnUnload(deleteRewardTransaction, { rtId: 'rt1' });
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/staff/rewardtransaction/delete',
      authorization: 'Bearer secret-token',
      body: { rtId: 'rt1' },
    });
    expect(events).toEqual([]);
  });
});

describe('downloads', () => {
  it('fetches the file with the bearer token and names it as the endpoint does', async () => {
    replies.set('/business/transaction/wallet/export', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      res.end('Transaction ID,Date\nrt1,24/11/2026 15:04:05\n');
    });
    const { api, events } = client();
    const file = await api.download(exportWalletTransactions);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/v2/business/transaction/wallet/export',
      authorization: 'Bearer secret-token',
    });
    expect(file.fileName).toBe('wallet-transactions.csv');
    expect(await file.blob.text()).toBe('Transaction ID,Date\nrt1,24/11/2026 15:04:05\n');
    expect(events).toEqual(['loading:Processing...', 'dismiss:toast-1']);
  });

  it("says the server's refusal, read from the file's body, and ends the session on 401", async () => {
    replies.set('/business/transaction/wallet/export', json(403, { error: 'Not allowed for this user.' }));
    const { api, events, onUnauthorized } = client();
    const refused = await failure(api.download(exportWalletTransactions));
    expect(refused).toMatchObject({ message: 'Not allowed for this user.', status: 403 });
    expect(events).toContain('error:Not allowed for this user.');

    replies.set('/business/transaction/wallet/export', json(401, { error: 'Session expired.' }));
    await failure(api.download(exportWalletTransactions));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('posts a filtered export its filters, and refuses bad ones without asking the server', async () => {
    replies.set('/business/audit/export', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      res.end('Date,Person\n');
    });
    const { api, events } = client();
    const file = await api.download(exportAuditEvents, { action: ['refund'], from: '2026-11-01' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v2/business/audit/export' });
    expect(seen[0]?.body).toEqual({ action: ['refund'], from: '2026-11-01' });
    expect(file.fileName).toBe('audit-trail.csv');

    const refused = await failure(api.download(exportAuditEvents, { from: '2026-11-02', to: '2026-11-01' }));
    expect(refused.message).toBe('From date must be on or before To date');
    expect(seen).toHaveLength(1);
    expect(events).toContain('error:From date must be on or before To date');
  });
});
