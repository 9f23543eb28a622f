const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can name a record (every id is a UUID). Callers answer a malformed id like an
 * unknown one, 404, so that ids are never told apart by their shape.
 */
export const isRecordId = (id: string) => UUID.test(id);
