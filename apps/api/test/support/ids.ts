/** A well-formed id that no row has: for "unknown record" cases, which answer 404. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
