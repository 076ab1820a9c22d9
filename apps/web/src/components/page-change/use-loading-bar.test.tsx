import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingBar } from './use-loading-bar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the loading bar timings (spec §9)', () => {
  it('stays hidden when loading ends within the 200 ms throttle', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingBar(busy), {
      initialProps: { busy: true },
    });
    advance(199);
    rerender({ busy: false });
    advance(2000);
    expect(result.current).toBe('hidden');
  });

  it('shows after 200 ms, fills at the end, fades 500 ms later and resets 400 ms after that', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingBar(busy), {
      initialProps: { busy: true },
    });
    advance(200);
    expect(result.current).toBe('running');
    rerender({ busy: false });
    expect(result.current).toBe('done');
    advance(499);
    expect(result.current).toBe('done');
    advance(1);
    expect(result.current).toBe('fading');
    advance(399);
    expect(result.current).toBe('fading');
    advance(1);
    expect(result.current).toBe('hidden');
  });
});
