import { Search } from 'lucide-react';
import { Input, type InputProps } from './input';

/** A search field with a magnifier at its start; every prop but the type goes to the input. */
export function SearchInput(props: Omit<InputProps, 'type' | 'kind' | 'className'>) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" aria-hidden />
      <Input type="search" className="pl-10" {...props} />
    </div>
  );
}
