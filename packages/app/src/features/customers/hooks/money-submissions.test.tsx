import { ApiError } from '@countertop/api';
import { useRefundCustomer } from '@countertop/api/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '@countertop/api/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createAppQueryClient } from '@/lib/api-client';
import { fakeApiClient } from '@/test/render-with-providers';

/** Answers from the list in turn. */
function inTurn(...answers: unknown[]) {
  let i = 0;
  return () => {
    const answer = answers[i++];
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

function setup(answer: () => unknown) {
  const { client, calls, options } = fakeApiClient({ '/customer/refund': answer });
  const queryClient = createAppQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useRefundCustomer(), { wrapper });
  const keys = () => options.map((o) => o?.idempotencyKey);
  return { result, calls, keys };
}

const body = { customerId: '402715938', refundAmount: 5, storeId: 's1' };
const refunded = { message: 'Refunded', data: {} };
const unanswered = new ApiError('Something went wrong', undefined, undefined);

describe('money submissions', () => {
  it('retry once, with the same Idempotency-Key, when no answer came', async () => {
    const { result, calls, keys } = setup(inTurn(unanswered, refunded));
    await act(() => result.current.mutateAsync(body));
    expect(calls).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('send the same key when the user sends the same submission again after a failure', async () => {
    const refused = new ApiError('Server is currently unavailable. Please try again later.', 502, undefined);
    const { result, keys } = setup(inTurn(refused, refunded));
    await act(async () => {
      await result.current.mutateAsync(body).catch(() => {});
    });
    await act(() => result.current.mutateAsync(body));
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('send a fresh key for each new submission', async () => {
    const { result, keys } = setup(inTurn(refunded, refunded, refunded));
    await act(() => result.current.mutateAsync(body));
    await act(() => result.current.mutateAsync(body));
    await act(() => result.current.mutateAsync({ ...body, refundAmount: 6 }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(new Set(keys()).size).toBe(3);
  });

  it('do not retry a refusal', async () => {
    const { result, calls } = setup(
      inTurn(new ApiError('Customer not found', 404, 'Customer not found'), refunded),
    );
    await act(async () => {
      await result.current.mutateAsync(body).catch(() => {});
    });
    expect(calls).toHaveLength(1);
  });
});
