import type { AdminClientSummary } from '@nestway/core/admin';
import { formatRegisteredDate } from './format-registered-date';
import { VerifiedBadge } from './verified-badge';

/** The clients as a table on wider screens and as a stack of cards on phones. */
export function ClientList({ clients }: { clients: readonly AdminClientSummary[] }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-y border-sand-200 bg-sand-50 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-6 py-3">
              Client
            </th>
            <th scope="col" className="px-6 py-3">
              Verified
            </th>
            <th scope="col" className="px-6 py-3">
              Registered
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {clients.map((client) => (
            <tr key={client.id} className="hover:bg-sand-50/70">
              <td className="px-6 py-4">
                <p className="font-semibold text-ink">{client.fullName}</p>
                <p className="break-words text-muted">{client.email}</p>
              </td>
              <td className="px-6 py-4">
                <VerifiedBadge verified={client.isEmailVerified} />
              </td>
              <td className="px-6 py-4 whitespace-nowrap text-muted">
                <time dateTime={client.createdAt}>{formatRegisteredDate(client.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-sand-200 border-t border-sand-200 md:hidden">
        {clients.map((client) => (
          <li key={client.id} className="flex flex-col gap-2 px-5 py-4">
            <div>
              <p className="font-semibold text-ink">{client.fullName}</p>
              <p className="text-sm break-words text-muted">{client.email}</p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
              <VerifiedBadge verified={client.isEmailVerified} />
              <span>
                Registered <time dateTime={client.createdAt}>{formatRegisteredDate(client.createdAt)}</time>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
