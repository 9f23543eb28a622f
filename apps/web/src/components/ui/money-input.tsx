import { Input, type InputProps } from './input';

/** An amount in pounds and pence (£, two decimals, not negative), as the admin types fees and rents. */
export function MoneyInput(props: Omit<InputProps, 'type' | 'kind' | 'inputMode' | 'step' | 'min'>) {
  return <Input type="number" inputMode="decimal" step="0.01" min="0" {...props} />;
}
