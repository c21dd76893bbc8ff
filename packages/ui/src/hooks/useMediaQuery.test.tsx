import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../test/viewport';
import { useMediaQuery } from './useMediaQuery';

describe('useMediaQuery', () => {
  afterEach(() => act(() => setViewportWidth(1280)));

  it('answers the query and follows the window as it resizes', () => {
    setViewportWidth(1280);
    const { result } = renderHook(() => useMediaQuery('(max-width: 767px)'));
    expect(result.current).toBe(false);
    act(() => setViewportWidth(600));
    expect(result.current).toBe(true);
    act(() => setViewportWidth(900));
    expect(result.current).toBe(false);
  });
});
