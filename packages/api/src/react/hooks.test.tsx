// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client.js';
import { inTurn, json, useTestServer } from '../test/test-server.js';
import type { Reply } from '../test/test-server.js';
import { ApiProvider } from './api-provider.js';
import {
  ALL_STORES,
  useAddStore,
  useBusinessStats,
  useRefundCustomer,
  useSearchCustomer,
  useStores,
  useUploadGalleryImage,
} from './index.js';
import { useGalleryPages } from './gallery-pages.js';

// waitFor gives a loaded 2-core machine time (the first test also loads axios); it still returns as
// soon as the hook has its answer. A fresh-clone run beside other work took over the default 1 s.
configure({ asyncUtilTimeout: 20_000 });

const server = useTestServer();

const stats = { gcCount: 2, offersCount: 1, subscribersCount: 30, storeCount: 1, staffCount: 3 };
const member = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  memberId: '402715938',
  username: 'sam.lee',
  walletBalance: 10,
  gcBalance: 0,
  pointsBalance: 12,
  rewardType: 'Points',
  stampsBalance: 0,
  stampsPerReward: 9,
  tier: null,
  isSubscribed: true,
};
const refunded = { message: 'Refunded', data: { refundId: 'r1', refundAmount: 5, walletBalance: 15 } };
const refund = { customerId: '402715938', refundAmount: '5.00', storeId: 's1' };

/** An answer that never comes: the connection drops, as on a network failure. */
const dropped: Reply = (req) => req.socket.destroy();

/** Renders `hook` inside a client for the test server, signed in as an Owner. */
function render<Result>(hook: () => Result) {
  const client = createApiClient({
    baseURL: server.baseURL,
    getToken: () => 'secret-token',
    getRole: () => 'owner',
    onUnauthorized: () => {},
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

const keys = () => server.seen.map((request) => request.idempotencyKey);

describe('query hooks', () => {
  it('call their endpoint with the request and cache the answer under its path and body', async () => {
    server.replies.set('/business/store/list', json(200, { data: { totalItems: [], totalCount: 0 } }));
    const { result, queryClient } = render(() => useStores(ALL_STORES));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ data: { totalItems: [], totalCount: 0 } });
    expect(server.seen).toMatchObject([
      { method: 'POST', url: '/api/v2/business/store/list', body: ALL_STORES },
    ]);
    expect(queryClient.getQueryData(['/store/list', ALL_STORES])).toEqual(result.current.data);
  });

  it('take no request for an endpoint without a body', async () => {
    server.replies.set('/business/stats', json(200, stats));
    const { result } = render(() => useBusinessStats());
    await waitFor(() => expect(result.current.data).toEqual(stats));
    expect(server.seen).toMatchObject([{ method: 'GET', url: '/api/v2/business/stats' }]);
  });

  it('send nothing while disabled', async () => {
    const { result } = render(() => useBusinessStats(undefined, { enabled: false }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.seen).toEqual([]);
  });

  it('fail with the mapped error text', async () => {
    server.replies.set('/business/stats', json(502, { error: 'upstream' }));
    const { result } = render(() => useBusinessStats());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Server is currently unavailable. Please try again later.');
  });
});

describe('mutation hooks', () => {
  it('send the body and no Idempotency-Key to an endpoint that is not idempotent', async () => {
    server.replies.set('/business/customer/search', json(200, member));
    const { result } = render(() => useSearchCustomer());
    await act(async () => {
      expect(await result.current.mutateAsync({ query: 'sam.lee' })).toEqual(member);
    });
    expect(server.seen).toMatchObject([
      { url: '/api/v2/business/customer/search', body: { query: 'sam.lee' } },
    ]);
    expect(keys()).toEqual([undefined]);
  });

  it('do not retry a call that is not idempotent', async () => {
    server.replies.set('/business/customer/search', dropped);
    const { result } = render(() => useSearchCustomer());
    await act(() => result.current.mutateAsync({ query: 'sam.lee' }).catch(() => {}));
    expect(server.seen).toHaveLength(1);
  });
});

describe('mutations that change a list', () => {
  it('make the cached answers they change stale, so the list is asked again when shown', async () => {
    const newStore = {
      id: 's2',
      name: 'Second Street',
      counters: ['Counter 1'],
      phoneNumber: '',
      website: '',
      isOperational: true,
      isPrimary: false,
      category: 'Cafe',
      address: {
        line1: '2 King St',
        line2: '',
        city: 'Sydney',
        state: 'NSW',
        country: 'AU',
        pinCode: '2000',
      },
      latitude: -33.86,
      longitude: 151.2,
    };
    server.replies.set('/business/store/list', json(200, { data: { totalItems: [], totalCount: 0 } }));
    server.replies.set('/business/store/add', json(200, { message: 'Store added.', data: newStore }));
    const { result, queryClient } = render(() => ({ stores: useStores(ALL_STORES), add: useAddStore() }));
    await waitFor(() => expect(result.current.stores.isSuccess).toBe(true));
    queryClient.setQueryData(['/stats', null], stats);

    await act(async () => {
      await result.current.add.mutateAsync({
        name: 'Second Street',
        address: { line1: '2 King St', city: 'Sydney', state: 'NSW', pinCode: 2000 },
        latitude: -33.86,
        longitude: 151.2,
      });
    });
    await waitFor(() =>
      expect(server.seen.filter((r) => r.url === '/api/v2/business/store/list')).toHaveLength(2),
    );
    expect(queryClient.getQueryState(['/stats', null])?.isInvalidated).toBe(true);
  });
});

describe('money mutations', () => {
  it('make the dashboards and lists that show money or members stale', async () => {
    server.replies.set('/business/stats', json(200, stats));
    server.replies.set('/business/customer/refund', json(200, refunded));
    const { result, queryClient } = render(() => ({
      stats: useBusinessStats(),
      refund: useRefundCustomer(),
    }));
    await waitFor(() => expect(result.current.stats.isSuccess).toBe(true));
    // A cached answer that does not show money stays fresh.
    queryClient.setQueryData(['/store/list', null], { data: { totalItems: [], totalCount: 0 } });

    await act(async () => {
      await result.current.refund.mutateAsync(refund);
    });
    await waitFor(() =>
      expect(server.seen.filter((r) => r.url === '/api/v2/business/stats')).toHaveLength(2),
    );
    expect(queryClient.getQueryState(['/store/list', null])?.isInvalidated).toBe(false);
  });

  it('retry once, with the same Idempotency-Key, when no answer came', async () => {
    server.replies.set('/business/customer/refund', inTurn(dropped, json(200, refunded)));
    const { result } = render(() => useRefundCustomer());
    await act(async () => {
      expect(await result.current.mutateAsync(refund)).toEqual(refunded);
    });
    expect(server.seen).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('send the same key when the same submission is sent again after a failure', async () => {
    server.replies.set('/business/customer/refund', inTurn(json(502, {}), json(200, refunded)));
    const { result } = render(() => useRefundCustomer());
    await act(() => result.current.mutateAsync(refund).catch(() => {}));
    await act(() => result.current.mutateAsync(refund));
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('send a fresh key for each new submission', async () => {
    server.replies.set('/business/customer/refund', json(200, refunded));
    const { result } = render(() => useRefundCustomer());
    await act(() => result.current.mutateAsync(refund));
    await act(() => result.current.mutateAsync(refund));
    await act(() => result.current.mutateAsync({ ...refund, refundAmount: '6.00' }));
    expect(new Set(keys()).size).toBe(3);
  });

  it('do not retry a refusal', async () => {
    server.replies.set('/business/customer/refund', json(404, { error: 'Customer not found' }));
    const { result } = render(() => useRefundCustomer());
    await act(() => result.current.mutateAsync(refund).catch(() => {}));
    expect(server.seen).toHaveLength(1);
  });
});

describe('upload mutations', () => {
  const uploaded = {
    message: 'Image uploaded',
    data: { _id: 'g1', name: 'g1.png', title: 'Shopfront', category: '' },
  };
  const page = (images: number, offset: number, totalCount: number) => ({
    gallery: {
      images: Array.from({ length: images }, (_, i) => ({
        _id: `g${offset + i}`,
        name: `g${offset + i}.png`,
        title: `Image ${offset + i}`,
        category: '',
      })),
      basePath: '/uploads/',
      totalCount,
      imageCount: totalCount,
      limit: 50,
    },
  });

  it('send the form as multipart/form-data, report progress and make the gallery stale', async () => {
    server.replies.set('/business/gallary/image/upload', json(200, uploaded));
    server.replies.set('/business/gallary/image/list', json(200, page(1, 0, 1)));
    const fractions: (number | undefined)[] = [];
    const { result } = render(() => ({
      gallery: useGalleryPages(),
      upload: useUploadGalleryImage({
        requestOptions: { onUploadProgress: (progress) => fractions.push(progress.fraction) },
      }),
    }));
    await waitFor(() => expect(result.current.gallery.isSuccess).toBe(true));

    const image = new File([new Uint8Array(64 * 1024).fill(1)], 'shopfront.png', { type: 'image/png' });
    await act(() => result.current.upload.mutateAsync({ image, imageName: 'Shopfront' }));

    const sent = server.seen.find((request) => request.url === '/api/v2/business/gallary/image/upload');
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('name="image"; filename="shopfront.png"');
    expect(sent?.body).toContain('Shopfront');
    expect(fractions.at(-1)).toBe(1);
    await waitFor(() =>
      expect(server.seen.filter((r) => r.url === '/api/v2/business/gallary/image/list')).toHaveLength(2),
    );
  });

  it('page the gallery until its total is loaded', async () => {
    server.replies.set(
      '/business/gallary/image/list',
      inTurn(json(200, page(10, 0, 12)), json(200, page(2, 10, 12))),
    );
    const { result } = render(() => useGalleryPages({ title: ' shop ' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
    expect(server.seen.map((r) => r.body)).toEqual([
      { offset: 0, limit: 10, title: 'shop' },
      { offset: 10, limit: 10, title: 'shop' },
    ]);
  });
});
