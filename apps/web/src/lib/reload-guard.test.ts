import { PAGE_RELOAD_GUARD_MS } from './web-settings';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, LAST_RELOAD_KEY, reloadToPath } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk-load recovery (spec §8, §9)', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://app.example/assets/jobs-abc.js',
    'error loading dynamically imported module: https://app.example/assets/jobs-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/jobs.css',
  ])('recognises "%s" as a chunk that failed to load', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it.each([new Error('Something broke.'), { status: 404 }, 'text', null])(
    'does not treat %o as one',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );

  it('reloads at the target path and records when', () => {
    const storage = memoryStorage();
    const assign = vi.fn();
    expect(reloadToPath('/jobs?page=2', { now: 50_000, storage, assign })).toBe(true);
    expect(assign).toHaveBeenCalledWith('/jobs?page=2');
    expect(storage.getItem(LAST_RELOAD_KEY)).toBe('50000');
  });

  it('does not reload again within the guard time, so it cannot loop', () => {
    const storage = memoryStorage({ [LAST_RELOAD_KEY]: '50000' });
    const assign = vi.fn();
    expect(reloadToPath('/jobs', { now: 50_000 + PAGE_RELOAD_GUARD_MS - 1, storage, assign })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(reloadToPath('/jobs', { now: 50_000 + PAGE_RELOAD_GUARD_MS, storage, assign })).toBe(true);
  });

  it('does not reload without storage, where the guard could not work', () => {
    const assign = vi.fn();
    expect(reloadToPath('/jobs', { storage: null, assign })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
