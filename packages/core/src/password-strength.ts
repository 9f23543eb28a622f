/**
 * The refusals of a password the server judges too easy to guess (code `weak_password`; decision 030). A module
 * of its own: the browser only shows the server's sentence, so the sign-in screens' first load does not carry these.
 */
export const passwordStrengthMessages = {
  common: 'This password is one of the most common ones. Please choose a less guessable password.',
  staffWeak: 'This password is too easy to guess. Use a longer phrase of unrelated words, avoiding names and your e-mail address.',
} as const;
