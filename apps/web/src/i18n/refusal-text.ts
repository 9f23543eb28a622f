/**
 * A form's refusal in the build's language. Core's schemas word each refusal in English (the API's
 * words); `known` maps those sentences to their messages, and one it does not know shows as it is.
 */
export const refusalText =
  (known: ReadonlyMap<string, () => string>) =>
  (message: string | undefined): string | undefined =>
    message && (known.get(message)?.() ?? message);
