import { ADMIN_CLIENTS_SEARCH_MAX, type AdminClientPage } from '@nestway/core/admin';
import { ChevronLeft, ChevronRight, Users, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { cx } from '@/lib/cx';
import type { ClientList as ClientListState } from '../hooks/use-client-list';
import { filterLabels } from './client-filters';
import { ClientList } from './client-list';

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * The Client Management table: a page of clients at a time, searched by name or e-mail and filtered
 * by the summary cards, all on the server. While the next page loads, the last one stays, dimmed.
 */
export function ClientManagement({ list }: { list: ClientListState }) {
  const id = useId();
  const { result, filter } = list;
  return (
    <Card ref={list.listRef} role="region" aria-labelledby={`${id}-heading`} className="scroll-mt-6 overflow-hidden">
      <div className="flex flex-col gap-4 p-5 sm:p-6 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-brand-900">
            Client Management
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {result.data && <Showing page={result.data} />}
          </p>
          {filter !== 'all' && (
            <p className="mt-1">
              <Button variant="outline" size="sm" onClick={() => list.chooseFilter('all')}>
                {filterLabels[filter]}
                <X aria-hidden />
                <span className="sr-only">: show every client</span>
              </Button>
            </p>
          )}
        </div>
        <div className="flex w-full flex-col gap-1.5 md:w-80">
          <Label htmlFor={`${id}-search`}>Search clients</Label>
          <SearchInput
            id={`${id}-search`}
            placeholder="Name or email"
            maxLength={ADMIN_CLIENTS_SEARCH_MAX}
            value={list.searchText}
            onChange={(event) => list.setSearchText(event.target.value)}
          />
        </div>
      </div>

      <div className={cx(!result.isSuccess && 'flex justify-center border-t border-sand-200 px-6 py-12')}>
        <QueryContent query={result} loading="Loading clients..." failure="The client list could not be loaded.">
          {(page) =>
            page.summary.totalClients === 0 ? (
              <Notice>
                <Users className="size-8 text-brand-300" aria-hidden />
                <p className="font-semibold text-ink">No clients yet</p>
                <p className="text-sm text-muted">New registrations appear here.</p>
              </Notice>
            ) : page.total === 0 ? (
              <Notice>
                <p className="text-muted">
                  No clients match{list.search && <> &ldquo;{list.search}&rdquo;</>}
                  {filter !== 'all' && <> in {filterLabels[filter]}</>}.
                </p>
                <Button variant="outline" size="sm" onClick={list.showAll}>
                  Show all clients
                </Button>
              </Notice>
            ) : (
              <div aria-busy={result.isPlaceholderData} className={cx('transition-opacity', result.isPlaceholderData && 'opacity-60')}>
                <ClientList clients={page.clients} />
                {list.pageCount > 1 && <Pagination list={list} />}
              </div>
            )
          }
        </QueryContent>
      </div>
    </Card>
  );
}

/** "21–40 of 1,000 clients", for the page on screen. */
function Showing({ page }: { page: AdminClientPage }) {
  const noun = page.total === 1 ? 'client' : 'clients';
  if (page.clients.length === 0 || page.clients.length === page.total) return `${count(page.total)} ${noun}`;
  const first = (page.page - 1) * page.pageSize + 1;
  return `${count(first)}–${count(first + page.clients.length - 1)} of ${count(page.total)} ${noun}`;
}

function Pagination({ list }: { list: ClientListState }) {
  const { page, pageCount } = list;
  return (
    <nav aria-label="Client list pages" className="flex items-center justify-between gap-3 border-t border-sand-200 px-5 py-3 sm:px-6">
      <Button variant="outline" size="sm" onClick={() => list.goToPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-muted">
        Page {count(page)} of {count(pageCount)}
      </p>
      <Button variant="outline" size="sm" onClick={() => list.goToPage(page + 1)} disabled={page >= pageCount}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <div className="flex flex-col items-center gap-3 border-t border-sand-200 px-6 py-12 text-center">{children}</div>;
}
