/** Every `message` in a form's errors, nested fields and field arrays included, passed through `translate`. */
export function translateMessages(errors: unknown, translate: (message: string) => string): unknown {
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
