import { auditActionLabel, auditActions, type AuditAction } from '@nestway/core/audit';
import { auditApi } from '@nestway/core/contracts/audit';
import { Download, ScrollText } from 'lucide-react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager } from '@/components/ui/pager';
import { endpointUrl } from '@/lib/api-client';
import { useAuditActors, useAuditLog, type AuditLogSearch } from '@/queries/audit';
import { AuditClientFilter } from '../components/audit-client-filter';
import { AuditEntryList } from '../components/audit-entry-list';

const TEXT_FILTERS = ['actorId', 'clientId', 'from', 'to'] as const;
const isAction = (value: string | null): value is AuditAction => (auditActions as readonly (string | null)[]).includes(value);

/** The filters in the address, so a filtered view can be linked to and survives a reload. */
function filterFrom(search: URLSearchParams): AuditLogSearch {
  const action = search.get('action');
  return {
    ...Object.fromEntries(TEXT_FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : []))),
    ...(isAction(action) && { action }),
  };
}

/** A day picked in the viewer's zone, as the instant it starts (`from`) or the instant the next day starts (`to`, exclusive). */
function dayStart(day: string, nextDay = false): string {
  const start = new Date(`${day}T00:00:00`);
  if (nextDay) start.setDate(start.getDate() + 1);
  return start.toISOString();
}

/** The instant back as the day picked: `to` is the day before the instant it holds. */
function dayOf(iso: string | undefined, nextDay = false): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (nextDay) at.setDate(at.getDate() - 1);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** /admin/audit-log: every audited act, newest first, filtered by staff member, client, action and dates, with CSV export. */
export function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const filter = filterFrom(search);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const log = useAuditLog(filter, page);
  const actors = useAuditActors();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const next = new URLSearchParams();
    for (const name of ['actorId', 'clientId', 'action'] as const) if (text(name)) next.set(name, text(name));
    if (text('fromDay')) next.set('from', dayStart(text('fromDay')));
    if (text('toDay')) next.set('to', dayStart(text('toDay'), true));
    setSearch(next);
  };
  const goToPage = (next: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(next));
    setSearch(params);
  };

  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Audit Log</h1>
        <p className="text-muted">Every change staff made, every client file staff opened, and the clients&rsquo; own acts that matter.</p>
      </header>

      <form key={search.toString()} onSubmit={apply} aria-label="Filter the audit log" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FormField label="Staff member">
          <NativeSelect name="actorId" defaultValue={filter.actorId ?? ''}>
            <option value="">Anyone</option>
            {(actors.data ?? []).map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <AuditClientFilter defaultClientId={filter.clientId} />
        <FormField label="Action">
          <NativeSelect name="action" defaultValue={filter.action ?? ''}>
            <option value="">Any action</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="From">
          <Input type="date" name="fromDay" defaultValue={dayOf(filter.from)} />
        </FormField>
        <FormField label="To">
          <Input type="date" name="toDay" defaultValue={dayOf(filter.to, true)} />
        </FormField>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="outline" onClick={() => setSearch(new URLSearchParams())}>
            Clear
          </Button>
        </div>
      </form>

      <DetailSection
        title="Entries"
        icon={<ScrollText aria-hidden />}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={endpointUrl(auditApi.logCsv, { query: filter })} download>
              <Download aria-hidden />
              Download CSV
            </a>
          </Button>
        }
      >
        <QueryContent query={log} loading="Loading the audit log..." failure="The audit log could not be loaded.">
          {({ entries, total, pageSize }) =>
            entries.length === 0 ? (
              <p className="text-muted">No entries match these filters.</p>
            ) : (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-muted" aria-live="polite">
                  {total} {total === 1 ? 'entry' : 'entries'}
                </p>
                <AuditEntryList entries={entries} showClient />
                {total > pageSize && (
                  <Pager label="Audit log pages" page={page} pageCount={Math.ceil(total / pageSize)} goToPage={goToPage} />
                )}
              </div>
            )
          }
        </QueryContent>
      </DetailSection>
    </>
  );
}
