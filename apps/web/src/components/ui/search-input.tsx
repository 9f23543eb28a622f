import { Search } from 'lucide-react';
import { Input, type InputProps } from './input';

/** A search field with a magnifier at its start; every prop but the type goes to the input. */
export function SearchInput(props: Omit<InputProps, 'type' | 'kind' | 'className'>) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
      <Input type="search" className="ps-10" {...props} />
    </div>
  );
}
