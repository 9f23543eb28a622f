import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { translatedResolver } from './translated-resolver';
import { translateMessages } from './translate-messages';

type Values = { name: string; tenants: { age: string }[] };
const options = { fields: {}, shouldUseNativeValidation: false };
const values: Values = { name: '', tenants: [{ age: '' }, { age: '12' }] };
const ref = { name: 'name' };

describe('translatedResolver', () => {
  it("passes every message through the translation, in nested fields and field arrays, and keeps the fields' refs", async () => {
    const refusing: Resolver<Values> = () => ({
      values: {},
      errors: {
        name: { type: 'custom', message: 'Full name is required', ref },
        // A field array's errors are sparse: the first entry is fine.
        tenants: [undefined, { age: { type: 'custom', message: 'Age must be at least 16' } }],
      },
    });
    const result = await translatedResolver(refusing, () =>
      Promise.resolve((errors) => translateMessages(errors, (message) => `«${message}»`)),
    )(values, undefined, options);
    expect(result.errors.name).toEqual({ type: 'custom', message: '«Full name is required»', ref });
    expect(result.errors.name?.ref).toBe(ref);
    expect(result.errors.tenants?.[1]?.age?.message).toBe('«Age must be at least 16»');
    expect(result.errors.tenants?.[0]).toBeUndefined();
  });

  it('hands on an accepted form as it is, without loading the translation', async () => {
    const accepting: Resolver<Values> = (input) => ({ values: input, errors: {} });
    let loaded = false;
    const load = () => {
      loaded = true;
      return Promise.resolve(() => 'never');
    };
    const result = await translatedResolver(accepting, load)(values, undefined, options);
    expect(result).toEqual({ values, errors: {} });
    expect(loaded).toBe(false);
  });
});
