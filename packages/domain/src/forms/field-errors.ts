/** Messages per field, as the API's `errors` answer and zod's `flattenError().fieldErrors` both give them. */
export type FieldErrors = Readonly<Partial<Record<string, readonly string[]>>>;

/**
 * The one message shown under a field (spec §5): the first message per field, unless the server
 * supplied an error for that field, which wins. An empty list counts as no error.
 */
export function fieldErrorText(
  clientMessages: readonly string[] | undefined,
  serverMessages: readonly string[] | undefined,
): string | undefined {
  return serverMessages?.[0] ?? clientMessages?.[0];
}

/**
 * The shown message of every field that has one, from the form's own checks and the server's answer
 * (the server's wins per field, as in `fieldErrorText`). Fields without a message are left out.
 */
export function mergeFieldErrors(
  client: FieldErrors | undefined,
  server: FieldErrors | undefined,
): Record<string, string> {
  const fields = new Set([...Object.keys(client ?? {}), ...Object.keys(server ?? {})]);
  const shown: [string, string][] = [];
  for (const field of fields) {
    const text = fieldErrorText(ownMessages(client, field), ownMessages(server, field));
    if (text !== undefined) shown.push([field, text]);
  }
  // fromEntries defines each field as an own property, so even a field named `__proto__` is kept.
  return Object.fromEntries(shown);
}

/** Only the map's own fields: a field named `constructor` must not find Object's. */
function ownMessages(errors: FieldErrors | undefined, field: string): readonly string[] | undefined {
  return errors !== undefined && Object.hasOwn(errors, field) ? errors[field] : undefined;
}
