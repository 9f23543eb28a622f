import type { AdminClientSummary } from '@nestway/core/admin';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { formatUkShortDate } from '@nestway/core/uk-time';
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
            <th scope="col" className="px-6 py-3">
              <span className="sr-only">View Details</span>
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
                <time dateTime={client.createdAt}>{formatUkShortDate(client.createdAt)}</time>
              </td>
              <td className="px-6 py-4 text-right">
                <ViewDetails client={client} />
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
                Registered <time dateTime={client.createdAt}>{formatUkShortDate(client.createdAt)}</time>
              </span>
            </div>
            <ViewDetails client={client} className="self-start" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The way to the client's detail screen; the name is read out with it so each link says whose details it opens. */
function ViewDetails({ client, className }: { client: AdminClientSummary; className?: string }) {
  return (
    <Button variant="outline" size="sm" asChild className={className}>
      <Link to={paths.adminUser.href(client.id)}>
        View Details<span className="sr-only"> for {client.fullName}</span>
        <ChevronRight aria-hidden />
      </Link>
    </Button>
  );
}
