/**
 * U+0000 in text. PostgreSQL refuses it in a text value (22021), so a request carrying one is refused
 * with 400 before it reaches a query. Used by the request check (plugins/nul-characters.ts) for JSON
 * bodies, query strings and path parameters, and by the multipart reader for form fields and file names.
 */

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (U+0000). Remove it and try again.';

/** Bytes (a Buffer, a typed array) are not text. */
const isBytes = (value: object) => ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

const pathOf = (visit: Visit | undefined, last?: string) => {
  const path: Array<string | number> = last === undefined ? [] : [last];
  for (let v = visit; v?.key !== undefined; v = v.parent) path.unshift(v.key);
  return path;
};

/**
 * Where the first NUL is in a parsed value, as the path of keys to it ([] when the value is a string
 * holding one), or null when there is none. Looks in strings, array items, and the names and values of
 * objects' own fields (Fastify's query and params objects have no ordinary prototype); bytes are skipped. Walks with its own stack, so a deeply nested body
 * cannot exhaust the call stack.
 */
export function findNul(value: unknown): Array<string | number> | null {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push({ value: item[i], key: i, parent: visit });
    } else if (item !== null && typeof item === 'object' && !isBytes(item)) {
      for (const [key, child] of Object.entries(item).reverse()) {
        if (key.includes('\u0000')) return pathOf(visit, key);
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

export const containsNul = (value: unknown): boolean => findNul(value) !== null;
