/**
 * The cards of the workers searches show most, kept between searches (decision 028): on the
 * embedded database a page's card query costs more than all the rest of a search. A kept card is
 * handed out only while its worker's version in the search index is the one it was read at, so a
 * card is never older than the index that found its worker. The least recently shown go first.
 */
export class CardCache<Card> {
  private readonly kept = new Map<string, { card: Card; version: number }>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.kept.size;
  }

  /**
   * The cards of `ids` (in no order): the kept ones whose worker is at the same version, and the
   * others read with `read` and kept at the version they had before it.
   */
  async cardsOf(
    ids: readonly string[],
    versionOf: (id: string) => number,
    read: (ids: string[]) => Promise<[string, Card][]>,
  ): Promise<Map<string, Card>> {
    const found = new Map<string, Card>();
    const missing: string[] = [];
    for (const id of ids) {
      const entry = this.kept.get(id);
      if (!entry || entry.version !== versionOf(id)) {
        missing.push(id);
        continue;
      }
      // Shown again: it moves to the end, the last to go.
      this.kept.delete(id);
      this.kept.set(id, entry);
      found.set(id, entry.card);
    }
    if (missing.length === 0) return found;
    const versions = new Map(missing.map((id) => [id, versionOf(id)]));
    for (const [id, card] of await read(missing)) {
      found.set(id, card);
      this.kept.delete(id);
      this.kept.set(id, { card, version: versions.get(id)! });
    }
    while (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    return found;
  }
}
