/** The driver's error in `error`'s cause chain (Drizzle wraps it in a DrizzleQueryError) with this SQLSTATE. */
function databaseError(error: unknown, sqlState: string): { constraint?: unknown } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === sqlState) return e as { constraint?: unknown };
  }
  return undefined;
}

/** True when a query failed on a unique constraint (node-postgres and PGlite both report SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => databaseError(error, '23505') !== undefined;

/** The name of the unique constraint or index a query failed on, when it failed on one. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint = databaseError(error, '23505')?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
