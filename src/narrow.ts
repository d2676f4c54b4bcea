// Type guards for values whose type nothing vouches for: words read from text, data parsed from
// JSON, errors caught. Each checks what it claims, so the code after it needs no assertion.

/** The value is one of the words listed (a rule's name, a URL's puzzle type). */
export const isOneOf = <T extends string>(words: readonly T[], value: unknown): value is T => words.some((word) => word === value);

/** An object whose fields are yet to be read: anything but null and the primitives (an array too). */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * An object with one entry per key, in their order, each made from its key. (Object.fromEntries
 * types its result by string keys, not by the keys given.)
 */
export function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  // Every key is set below before the record is returned.
  const record = {} as Record<K, V>;
  for (const key of keys) record[key] = value(key);
  return record;
}

/** The `code` of an error (a Node system error's ENOENT, a worker's ERR_WORKER_OUT_OF_MEMORY), if it has one. */
export const errorCode = (error: unknown): unknown => (isObject(error) ? error.code : undefined);
