/** The longest free text a note, reason, response or description may hold, in characters. */
export const NOTES_MAX_LENGTH = 2000;
