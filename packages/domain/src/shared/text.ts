/** Items as a sentence reads them: "Tuesday", "Tuesday and Thursday", "Monday, Tuesday and Friday". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
