import { Search, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useClients } from '@/api/admin';
import { ClientList } from './client-list';
import { filterClients } from './filter-clients';

/** The searchable list of every client account. */
export function ClientManagement() {
  const clients = useClients();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = filterClients(clients.data ?? [], search);
  const total = clients.data?.length ?? 0;

  return (
    <Card aria-labelledby={`${searchId}-heading`} role="region" className="overflow-hidden">
      <div className="flex flex-col gap-4 p-5 sm:p-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id={`${searchId}-heading`} className="font-display text-2xl font-semibold text-brand-900">
            Client Management
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {clients.isSuccess &&
              total > 0 &&
              (search.trim() ? `Showing ${shown.length} of ${total} clients` : `${total} ${total === 1 ? 'client' : 'clients'}`)}
          </p>
        </div>
        <div className="flex w-full flex-col gap-1.5 md:w-80">
          <Label htmlFor={searchId}>Search clients</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" aria-hidden />
            <Input
              id={searchId}
              type="search"
              placeholder="Name or email"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-10"
            />
          </div>
        </div>
      </div>

      {clients.isPending ? (
        <Notice>
          <Spinner label="Loading clients..." />
        </Notice>
      ) : clients.isError ? (
        <Notice>
          <p role="alert" className="text-ink">
            {errorMessage(clients.error, 'The client list could not be loaded.')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void clients.refetch()} disabled={clients.isFetching}>
            {clients.isFetching ? 'Retrying...' : 'Try Again'}
          </Button>
        </Notice>
      ) : total === 0 ? (
        <Notice>
          <Users className="size-8 text-brand-300" aria-hidden />
          <p className="font-semibold text-ink">No clients yet</p>
          <p className="text-sm text-muted">New registrations appear here.</p>
        </Notice>
      ) : shown.length === 0 ? (
        <Notice>
          <p className="text-muted">No clients match &ldquo;{search.trim()}&rdquo;.</p>
        </Notice>
      ) : (
        <ClientList clients={shown} />
      )}
    </Card>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <div className="flex flex-col items-center gap-3 border-t border-sand-200 px-6 py-12 text-center">{children}</div>;
}
