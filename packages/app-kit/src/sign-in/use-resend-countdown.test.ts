import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResendCountdown } from './use-resend-countdown.js';

describe('useResendCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is idle until started', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current).toMatchObject({ remaining: 0, isCounting: false });
  });

  it('counts 30 seconds down to zero', () => {
    const { result } = renderHook(() => useResendCountdown());
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ remaining: 30, isCounting: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(29);
    act(() => vi.advanceTimersByTime(28_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, isCounting: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('restarts from 30 on every send', () => {
    const { result } = renderHook(() => useResendCountdown());
    act(() => result.current.restart());
    act(() => vi.advanceTimersByTime(12_000));
    expect(result.current.remaining).toBe(18);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(30);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.remaining).toBe(1);
  });
});
