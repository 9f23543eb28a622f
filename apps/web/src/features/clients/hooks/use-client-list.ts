import { ADMIN_CLIENTS_PAGE_SIZE, ADMIN_CLIENTS_SEARCH_MAX } from '@nestway/core/admin';
import { adminClientFilterKinds, type AdminClientFilter } from '@nestway/core/admin-badges';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ClientListQuery, useClientPage } from '@/queries/clients';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

const isFilter = (value: string | null): value is AdminClientFilter => adminClientFilterKinds.some((kind) => kind === value);

/** The page number in the address, or 1 when it is missing or not a whole number from 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Page 1 is the address without a page. */
const pageParam = (page: number) => (page > 1 ? String(page) : undefined);

/**
 * The admin's client list as the dashboard shows it: the page, search and filter live in the address
 * (?search=&filter=&page=), so the browser's Back from a client's details returns to the same place.
 * The list is searched once typing pauses; a new search or filter starts at page 1.
 * Choosing a filter scrolls the list (`listRef`) into view, as the summary cards sit far above it.
 */
export function useClientList() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const searchText = params.get('search') ?? '';
  // What was typed is in the address at once; the list asks for it once typing pauses. A timer that
  // wrote the address later could fire after a click on a client and bring the admin back here.
  // A cleared search applies at once.
  const typed = searchText.trim().slice(0, ADMIN_CLIENTS_SEARCH_MAX);
  const settled = useSettledValue(typed, SEARCH_DEBOUNCE_MS);
  const search = typed === '' ? '' : settled;
  const rawFilter = params.get('filter');
  const filter: AdminClientFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const listRef = useRef<HTMLDivElement>(null);

  /**
   * Sets the parameters named (removing those given as undefined) and keeps the others. The address is
   * replaced, so the dashboard's history gains no entries.
   */
  const update = useCallback(
    (changes: Partial<Record<'page' | 'search' | 'filter', string | undefined>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const query: ClientListQuery = {
    ...(page > 1 && { page }),
    ...(search && { search }),
    ...(filter !== 'all' && { filter }),
  };
  const result = useClientPage(query);

  // A page past the end (the list shrank, or an old address): go to the last page.
  const total = result.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / (result.data?.pageSize ?? ADMIN_CLIENTS_PAGE_SIZE)));
  useEffect(() => {
    if (total !== undefined && !result.isPlaceholderData && page > pageCount) update({ page: pageParam(pageCount) });
  }, [total, result.isPlaceholderData, page, pageCount, update]);

  const chooseFilter = (next: AdminClientFilter) => {
    update({ filter: next === 'all' ? undefined : next, page: undefined });
    if (next !== 'all') {
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      listRef.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  };

  return {
    result,
    page,
    pageCount,
    search,
    filter,
    searchText,
    setSearchText: (text: string) => update({ search: text || undefined, page: undefined }),
    chooseFilter,
    goToPage: (next: number) => update({ page: pageParam(next) }),
    /** Clears the search and the filter. */
    showAll: () => update({ search: undefined, filter: undefined, page: undefined }),
    listRef,
  };
}

export type ClientList = ReturnType<typeof useClientList>;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
