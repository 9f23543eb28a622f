import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose refusals read in the build's language: the core schemas word them in English
 * (the API's words), and the translation `load` gives (translateMessages over a form's own sentences)
 * puts each in its message. It is loaded at the first refusal, not with the screen: a form that is
 * filled in right costs no bytes for it.
 */
export function translatedResolver<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  load: () => Promise<(errors: FieldErrors<Values>) => unknown>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const translate = await load();
    return { values: {}, errors: translate(result.errors) as FieldErrors<Values> };
  };
}
