import type { AdminClientSummary } from '@nestway/core/admin';

/** The clients whose name or e-mail contains the search, ignoring case; all of them for an empty search. */
export function filterClients(clients: readonly AdminClientSummary[], search: string): AdminClientSummary[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...clients];
  return clients.filter(
    (client) => client.fullName.toLocaleLowerCase().includes(needle) || client.email.toLocaleLowerCase().includes(needle),
  );
}
