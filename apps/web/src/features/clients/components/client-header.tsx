import type { AdminClientDetail } from '@nestway/core/admin';
import { Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MenuButton } from '@/components/ui/menu-button';
import { paths } from '@nestway/core/web-routes';
import { BackToDashboard } from './back-to-dashboard';
import { DeleteClientDialog } from './delete-client-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { VerifiedBadge } from './verified-badge';
import { formatUkDate } from '@nestway/core/uk-time';

/** The client's name and account facts, their group, and the way back to the dashboard. */
export function ClientHeader({ client }: { client: AdminClientDetail }) {
  const { group } = client;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold break-words text-brand-900 sm:text-4xl">{client.fullName}</h1>
        <p className="break-words text-muted">{client.email}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <VerifiedBadge verified={client.isEmailVerified} />
          <span>Registered {formatUkDate(client.createdAt)}</span>
        </div>
        {group && (
          <p className="flex items-start gap-2 text-sm text-ink">
            <Users className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {group.role === 'leader' ? (
              <span>
                Group leader
                {group.members.length > 0 ? <> with {group.members.map((m) => m.fullName).join(', ')}</> : ' (no co-tenant has joined yet)'}
              </span>
            ) : (
              <span>
                Co-tenant in{' '}
                <Link to={paths.adminUser.href(group.leaderId)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {group.leaderName}
                </Link>
                &rsquo;s group
              </span>
            )}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 self-start">
        <ResetPasswordDialog clientId={client.id} clientName={client.fullName} />
        <MoreActions client={client} />
        <BackToDashboard />
      </div>
    </header>
  );
}

/** The rare and destructive acts, kept in a menu rather than beside the everyday buttons. */
function MoreActions({ client }: { client: AdminClientDetail }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <MenuButton
        label="More actions"
        items={[{ label: 'Delete User', icon: <Trash2 aria-hidden />, danger: true, onSelect: () => setDeleting(true) }]}
      />
      <DeleteClientDialog clientId={client.id} clientName={client.fullName} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
