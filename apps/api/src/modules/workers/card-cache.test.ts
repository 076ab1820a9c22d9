import { describe, expect, it } from 'vitest';
import { CardCache } from './card-cache';

function setUp(capacity = 3) {
  const cache = new CardCache<string>(capacity);
  const versions = new Map<string, number>();
  const reads: string[][] = [];
  const versionOf = (id: string) => versions.get(id) ?? 0;
  const cardsOf = (ids: string[]) =>
    cache.cardsOf(ids, versionOf, async (missing) => {
      reads.push(missing);
      return missing.map((id): [string, string] => [id, `card of ${id} at ${versionOf(id)}`]);
    });
  return { cache, versions, reads, cardsOf };
}

describe('CardCache', () => {
  it('reads only the cards it does not keep', async () => {
    const { reads, cardsOf } = setUp();
    await cardsOf(['a', 'b']);
    const cards = await cardsOf(['b', 'c']);
    expect(reads).toEqual([['a', 'b'], ['c']]);
    expect([...cards.entries()].sort()).toEqual([
      ['b', 'card of b at 0'],
      ['c', 'card of c at 0'],
    ]);
  });

  it('reads again the card of a worker whose version changed', async () => {
    const { versions, reads, cardsOf } = setUp();
    await cardsOf(['a', 'b']);
    versions.set('a', 1);
    const cards = await cardsOf(['a', 'b']);
    expect(reads).toEqual([['a', 'b'], ['a']]);
    expect(cards.get('a')).toBe('card of a at 1');
  });

  it('keeps a card at the version its worker had before it was read, so a change meanwhile reads it again', async () => {
    const cache = new CardCache<string>(3);
    let version = 0;
    const reads: number[] = [];
    const read = async (ids: string[]) => {
      reads.push(version);
      version += 1; // the worker changes while the card is being read
      return ids.map((id): [string, string] => [id, id]);
    };
    await cache.cardsOf(['a'], () => version, read);
    await cache.cardsOf(['a'], () => version, read);
    expect(reads).toEqual([0, 1]);
  });

  it('lets the least recently shown go when full', async () => {
    const { cache, reads, cardsOf } = setUp(2);
    await cardsOf(['a', 'b']);
    await cardsOf(['a']);
    await cardsOf(['c']);
    expect(cache.size).toBe(2);
    await cardsOf(['a', 'b']);
    expect(reads).toEqual([['a', 'b'], ['c'], ['b']]);
  });
});
