import { emailStatusLabels, type EmailStatus, type SentEmail } from '@nestway/core/emails';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { Inbox, RotateCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useClientEmails, useResendEmail } from '@/queries/emails';
import { QueryContent } from '@/components/query/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { LatestList } from '@/components/ui/latest-list';
import { toast, toastError } from '@/components/ui/use-toast';

const statusTone = {
  queued: 'info',
  delivered: 'positive',
  retrying: 'attention',
  failed: 'negative',
} as const satisfies Record<EmailStatus, ComponentProps<typeof Badge>['tone']>;

/** E-mails on the client page: what was sent to the client (or about them), and whether it arrived. */
export function ClientEmailsSection({ clientId, clientEmail }: { clientId: string; clientEmail: string }) {
  const emails = useClientEmails(clientId);
  return (
    <DetailSection title="E-mails" icon={<Inbox aria-hidden />}>
      <QueryContent query={emails} loading="Loading e-mails..." failure="The e-mails could not be loaded.">
        {(list) =>
          list.length === 0 ? (
            <p className="text-muted">No e-mails sent yet.</p>
          ) : (
            <LatestList
              items={list}
              label="E-mails sent"
              noun="e-mails"
              itemKey={(email) => email.id}
              renderItem={(email) => <EmailItem email={email} clientEmail={clientEmail} />}
              className="flex flex-col gap-2"
            />
          )
        }
      </QueryContent>
    </DetailSection>
  );
}

function EmailItem({ email, clientEmail }: { email: SentEmail; clientEmail: string }) {
  const resend = useResendEmail();
  const onResend = () =>
    resend.mutate(
      { params: { id: email.id } },
      {
        onSuccess: () => toast({ title: 'E-mail queued', description: `"${email.subject}" will be sent again in a moment.` }),
        onError: (error) => toastError('Failed to resend e-mail', error),
      },
    );
  return (
    <li className="flex flex-col gap-0.5 rounded-xl border border-sand-200 px-3 py-2">
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span>{formatUkDateTime(email.createdAt)}</span>
        <Badge tone={statusTone[email.status]}>{emailStatusLabels[email.status]}</Badge>
        {email.to !== clientEmail && <span className="break-all">To {email.to}</span>}
      </p>
      <p className="text-sm font-medium break-words text-brand-900">{email.subject}</p>
      <DeliveryNote email={email} />
      {email.canResend && (
        <Button variant="outline" size="sm" className="mt-1 self-start" onClick={onResend} disabled={resend.isPending}>
          <RotateCw aria-hidden />
          {resend.isPending ? 'Resending...' : 'Resend'}
        </Button>
      )}
    </li>
  );
}

/** When it arrived, or why it has not and what happens next. */
function DeliveryNote({ email }: { email: SentEmail }) {
  if (email.status === 'delivered' && email.deliveredAt) {
    return <p className="text-xs text-muted">Delivered {formatUkDateTime(email.deliveredAt)}</p>;
  }
  if (email.status === 'queued') return <p className="text-xs text-muted">Waiting to be sent.</p>;
  const tries = `${email.attempts} ${email.attempts === 1 ? 'try' : 'tries'}`;
  const next = email.status === 'retrying' && email.nextAttemptAt ? `; next try ${formatUkDateTime(email.nextAttemptAt)}` : '';
  const stopped = email.status === 'failed' ? (email.canResend ? '; retries stopped' : '; the client can ask for a new code or link') : '';
  return (
    <p className="text-xs break-words text-danger">
      Not delivered after {tries}
      {next}
      {stopped}
      {email.lastError && <span className="block text-muted">{email.lastError}</span>}
    </p>
  );
}
