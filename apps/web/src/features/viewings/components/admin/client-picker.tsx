import { ADMIN_CLIENTS_SEARCH_MAX, type AdminClientRow } from '@nestway/core/admin';
import { MAX_CLIENTS_PER_BULK } from '@nestway/core/viewings';
import { useId, useState } from 'react';
import { useClientPage } from '@/queries/clients';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { cx } from '@/lib/cx';
import { useSettledValue } from '@/lib/use-settled-value';

/** The most clients the picker lists at once (the list endpoint's largest page); a search finds the others. */
const PICKER_PAGE_SIZE = 100;

export type PickedClient = Pick<AdminClientRow, 'id' | 'fullName' | 'email'>;
/** The chosen clients by id; kept across searches, so a choice survives looking for the next client. */
export type ClientSelection = ReadonlyMap<string, PickedClient>;

interface ClientPickerProps {
  selected: ClientSelection;
  onChange: (selected: ClientSelection) => void;
  /** What the clients are chosen for: "Clients to invite", "Clients to share with". */
  legend: string;
}

/**
 * Chooses clients from the admin's client list: searched by name or e-mail on the server, each with a
 * checkbox, with the number chosen and Select all shown / Clear.
 */
export function ClientPicker({ selected, onChange, legend }: ClientPickerProps) {
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const search = useSettledValue(searchText.trim().slice(0, ADMIN_CLIENTS_SEARCH_MAX));
  const result = useClientPage({ pageSize: PICKER_PAGE_SIZE, ...(search && { search }) });
  const shown = result.data?.clients ?? [];

  const toggle = (client: PickedClient, checked: boolean) => {
    const next = new Map(selected);
    if (checked) next.set(client.id, { id: client.id, fullName: client.fullName, email: client.email });
    else next.delete(client.id);
    onChange(next);
  };
  const selectShown = () => {
    const next = new Map(selected);
    for (const client of shown) next.set(client.id, { id: client.id, fullName: client.fullName, email: client.email });
    onChange(next);
  };
  const allShownChosen = shown.length > 0 && shown.every((client) => selected.has(client.id));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-sand-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-search`}>Find clients</Label>
        <SearchInput
          id={`${id}-search`}
          placeholder="Name or email"
          maxLength={ADMIN_CLIENTS_SEARCH_MAX}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={cx('text-sm', selected.size > MAX_CLIENTS_PER_BULK ? 'font-semibold text-danger' : 'text-muted')} aria-live="polite">
          {selected.size === 1 ? '1 client selected' : `${selected.size} clients selected`}
          {selected.size > MAX_CLIENTS_PER_BULK && ` (at most ${MAX_CLIENTS_PER_BULK})`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={selectShown} disabled={shown.length === 0 || allShownChosen}>
            Select all shown
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChange(new Map())} disabled={selected.size === 0}>
            Clear
          </Button>
        </div>
      </div>
      <QueryContent query={result} loading="Loading clients..." failure="The client list could not be loaded.">
        {(page) =>
          page.clients.length === 0 ? (
            <p className="text-sm text-muted">{search ? `No clients match “${search}”.` : 'No clients yet.'}</p>
          ) : (
            <>
              <ul
                aria-busy={result.isPlaceholderData}
                className={cx(
                  'flex max-h-72 flex-col divide-y divide-sand-200 overflow-y-auto rounded-lg border border-sand-200',
                  result.isPlaceholderData && 'opacity-60',
                )}
              >
                {page.clients.map((client) => (
                  <li key={client.id}>
                    <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5 text-sm hover:bg-sand-50 has-[:checked]:bg-brand-50/60">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700"
                        checked={selected.has(client.id)}
                        onChange={(event) => toggle(client, event.target.checked)}
                      />
                      <span className="flex min-w-0 flex-col">
                        <span className="font-semibold text-ink">{client.fullName}</span>
                        <span className="break-all text-muted">{client.email}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {page.total > page.clients.length && (
                <p className="text-xs text-muted">
                  Showing {page.clients.length} of {page.total.toLocaleString('en-GB')} clients. Search to find the others.
                </p>
              )}
            </>
          )
        }
      </QueryContent>
    </fieldset>
  );
}
