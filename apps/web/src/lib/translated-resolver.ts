import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose refusals read in the build's language: the core schemas word them in English
 * (the API's words), and the translation `load` gives maps each to its message. It is loaded at the
 * first refusal, not with the screen: a form that is filled in right costs no bytes for it.
 */
export function translatedResolver<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  load: () => Promise<(message: string) => string>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    // The walk over the errors comes with the translation, at the first refusal.
    const [translate, { translateMessages }] = await Promise.all([load(), import('./translate-messages')]);
    return { values: {}, errors: translateMessages(result.errors, translate) as FieldErrors<Values> };
  };
}
