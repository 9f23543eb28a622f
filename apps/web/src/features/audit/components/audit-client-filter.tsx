import { ADMIN_CLIENTS_SEARCH_MAX } from '@nestway/core/admin';
import { DELETED_CLIENT_NAME } from '@nestway/core/audit';
import { useEffect, useId, useRef, useState } from 'react';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { hasErrorCode } from '@/lib/api-client';
import { useSettledValue } from '@/lib/use-settled-value';
import { useClientDetail, useClientPage } from '@/queries/clients';

/** How many matches the search offers at once; typing more of the name narrows them. */
const MATCHES_SHOWN = 8;

/**
 * The log's client filter: a search by name or e-mail over the client list, whose choice the form sends
 * as `clientId`. A client already chosen (from the address, e.g. the client page's link) is shown by name.
 */
export function AuditClientFilter({ defaultClientId }: { defaultClientId: string | undefined }) {
  const id = useId();
  const [clientId, setClientId] = useState(defaultClientId ?? '');
  const container = useRef<HTMLDivElement>(null);
  const chosenByHand = useRef(false);
  // Choosing swaps the search for the choice, and Change client swaps it back: the focus follows into the field.
  useEffect(() => {
    if (chosenByHand.current) container.current?.querySelector<HTMLElement>('input[type="search"], button')?.focus();
  }, [clientId]);
  const choose = (next: string) => {
    chosenByHand.current = true;
    setClientId(next);
  };
  return (
    <div ref={container} className="flex min-w-0 flex-col gap-2">
      <input type="hidden" name="clientId" value={clientId} />
      {clientId ? (
        <>
          <p id={`${id}-label`} className="text-sm font-semibold text-ink">
            Client
          </p>
          <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1" aria-labelledby={`${id}-label`} role="group">
            <ChosenClientName clientId={clientId} />
            <Button variant="ghost" size="sm" onClick={() => choose('')}>
              Change client
            </Button>
          </div>
        </>
      ) : (
        <ClientSearch inputId={`${id}-search`} onChoose={choose} />
      )}
    </div>
  );
}

function ChosenClientName({ clientId }: { clientId: string }) {
  const client = useClientDetail(clientId);
  if (client.data) return <span className="min-w-0 font-medium break-words text-ink">{client.data.fullName}</span>;
  if (hasErrorCode(client.error, 'not_found'))
    return (
      <span className="min-w-0 break-all text-muted">
        {DELETED_CLIENT_NAME} ({clientId})
      </span>
    );
  return <span className="min-w-0 font-mono text-xs break-all text-muted">{clientId}</span>;
}

function ClientSearch({ inputId, onChoose }: { inputId: string; onChoose: (clientId: string) => void }) {
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed.trim().slice(0, ADMIN_CLIENTS_SEARCH_MAX));
  return (
    <>
      <Label htmlFor={inputId}>Client</Label>
      <SearchInput
        id={inputId}
        placeholder="Name or e-mail"
        maxLength={ADMIN_CLIENTS_SEARCH_MAX}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        // Enter in the search is a search, not the form's Apply.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      {search && <ClientMatches search={search} onChoose={onChoose} />}
    </>
  );
}

function ClientMatches({ search, onChoose }: { search: string; onChoose: (clientId: string) => void }) {
  const matches = useClientPage({ search, pageSize: MATCHES_SHOWN });
  return (
    <QueryContent query={matches} loading="Finding clients..." failure="The clients could not be searched.">
      {({ clients }) =>
        clients.length === 0 ? (
          <p className="text-sm text-muted" aria-live="polite">
            No clients match “{search}”.
          </p>
        ) : (
          <ul aria-label="Matching clients" className="flex flex-col divide-y divide-sand-200 rounded-lg border border-sand-200 bg-white">
            {clients.map((client) => (
              <li key={client.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-sand-50 focus-visible:bg-sand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  onClick={() => onChoose(client.id)}
                >
                  <span className="font-semibold text-ink">{client.fullName}</span>
                  <span className="break-all text-muted">{client.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      }
    </QueryContent>
  );
}
