import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Every `message` in a form's errors, nested fields and field arrays included, passed through `translate`. */
function translateMessages(errors: unknown, translate: (message: string) => string): unknown {
  if (Array.isArray(errors)) return errors.map((entry: unknown) => translateMessages(entry, translate));
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') return [key, translate(value)];
      return [key, translateMessages(value, translate)];
    }),
  );
}

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
    const translate = await load();
    return { values: {}, errors: translateMessages(result.errors, translate) as FieldErrors<Values> };
  };
}
