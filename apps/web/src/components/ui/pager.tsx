import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';

/**
 * A list shown a page at a time in the browser. The page is kept within the list when it shrinks
 * (the last item of the last page removed), so the screen never shows an empty page.
 */
export function usePagedList<T>(items: readonly T[], pageSize: number) {
  const [requested, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(requested, pageCount);
  return {
    page,
    pageCount,
    items: items.slice((page - 1) * pageSize, page * pageSize),
    goToPage: (next: number) => setPage(Math.min(Math.max(1, next), pageCount)),
  };
}

/** Previous and Next around "Page 2 of 5", under a list; `label` names the list for screen readers. */
export function Pager({
  label,
  page,
  pageCount,
  goToPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  goToPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => goToPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
        Previous
      </Button>
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" size="sm" onClick={() => goToPage(page + 1)} disabled={page >= pageCount}>
        Next
        <ChevronRight aria-hidden className="rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
