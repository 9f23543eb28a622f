import type { AdminClientRow } from '@nestway/core/admin';
import type { BadgeTone } from '@nestway/core/admin-badges';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** The design system's colour for each tone core's badge rules pick. */
const badgeColours = {
  neutral: 'neutral',
  info: 'info',
  warning: 'attention',
  success: 'positive',
} as const satisfies Record<BadgeTone, string>;

/** A stage or action badge in the colour of its tone. */
export function RuleBadge({ badge }: { badge: AdminClientRow['stage'] | AdminClientRow['action'] }) {
  return <Badge tone={badgeColours[badge.tone]}>{badge.label}</Badge>;
}

/** A page of clients: a table on wider screens, a stack of cards on phones. */
export function ClientList({ clients }: { clients: readonly AdminClientRow[] }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-y border-sand-200 bg-sand-50 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-6 py-3">
              Client
            </th>
            <th scope="col" className="px-6 py-3">
              Current Stage
            </th>
            <th scope="col" className="px-6 py-3">
              Admin Action Required
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
                <p className="break-all text-muted">{client.email}</p>
              </td>
              <td className="px-6 py-4">
                <RuleBadge badge={client.stage} />
              </td>
              <td className="px-6 py-4">
                <RuleBadge badge={client.action} />
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
          <li key={client.id} className="flex flex-col gap-3 px-5 py-4">
            <div>
              <p className="font-semibold text-ink">{client.fullName}</p>
              <p className="text-sm break-all text-muted">{client.email}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
              <dt className="text-muted">Current Stage</dt>
              <dd>
                <RuleBadge badge={client.stage} />
              </dd>
              <dt className="text-muted">Admin Action Required</dt>
              <dd>
                <RuleBadge badge={client.action} />
              </dd>
            </dl>
            <ViewDetails client={client} className="self-start" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The way to the client's detail screen; the name is read out with it so each link says whose details it opens. */
function ViewDetails({ client, className }: { client: AdminClientRow; className?: string }) {
  return (
    <Button variant="outline" size="sm" asChild className={className}>
      <Link to={paths.adminUser.href(client.id)}>
        View Details<span className="sr-only"> for {client.fullName}</span>
        <ChevronRight aria-hidden />
      </Link>
    </Button>
  );
}
