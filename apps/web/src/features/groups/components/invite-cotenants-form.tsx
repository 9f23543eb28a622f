import { zodResolver } from '@hookform/resolvers/zod';
import { emailsToInvite, inviteFormSchema, type InvitationSummary } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
import { ArrowRight, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { formatNumber } from '@/i18n/format';
import { translatedResolver } from '@/lib/translated-resolver';
import { useInviteCotenants } from '@/queries/groups';
import { InvitationStatus } from './invitation-status';

interface InviteCotenantsFormProps {
  /** One field per co-tenant: the number of tenants minus the leader. */
  cotenantCount: number;
  /** Addresses already invited; joined ones first, so they keep their fields. */
  invitations: InvitationSummary[];
}

const statusOrder = { accepted: 0, pending: 1, expired: 2 } as const;

/** One e-mail field per co-tenant, pre-filled with earlier invitations; blank fields are dropped. */
export function InviteCotenantsForm({ cotenantCount, invitations }: InviteCotenantsFormProps) {
  const navigate = useNavigate();
  const invite = useInviteCotenants();
  const known = [...invitations].sort((a, b) => statusOrder[a.status] - statusOrder[b.status]).slice(0, cotenantCount);
  const form = useForm({
    resolver: translatedResolver(zodResolver(inviteFormSchema), () =>
      import('./group-error-text').then((module) => module.translateGroupErrors),
    ),
    defaultValues: { emails: Array.from({ length: cotenantCount }, (_, i) => ({ email: known[i]?.email ?? '' })) },
  });
  const { errors } = form.formState;
  const allJoined = known.length === cotenantCount && known.every((invitation) => invitation.status === 'accepted');

  const onSubmit = form.handleSubmit((values) => {
    const emails = emailsToInvite(values);
    if (emails.length === 0) {
      toast({ title: m.prefs_invite_no_valid_title(), description: m.prefs_invite_no_valid(), variant: 'destructive' });
      return;
    }
    invite.mutate(
      { body: { emails } },
      {
        onSuccess: () => {
          toast({
            title: m.prefs_invite_sent_title(),
            description: m.prefs_invite_sent_description(),
          });
          void navigate(paths.terms);
        },
        onError: (error) => toastError(m.prefs_invite_failed(), error),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {Array.from({ length: cotenantCount }, (_, index) => {
        const invitation = known[index];
        const joined = invitation?.status === 'accepted';
        return (
          <FormField
            key={index}
            label={m.prefs_invite_email_label({ number: formatNumber(index + 1) })}
            error={errors.emails?.[index]?.email?.message}
            hint={invitation ? <InvitationStatus invitation={invitation} /> : m.prefs_invite_empty_hint()}
          >
            <Input
              type="email"
              dir="ltr"
              autoComplete="off"
              placeholder="name@example.com"
              readOnly={joined}
              {...form.register(`emails.${index}.email`)}
            />
          </FormField>
        );
      })}
      {allJoined ? (
        <Button asChild size="lg" className="w-full sm:w-auto sm:self-start">
          <Link to={paths.terms}>
            {m.prefs_invite_continue()}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={invite.isPending}>
          <Send aria-hidden className="rtl:-scale-x-100" />
          {invite.isPending ? m.prefs_invite_sending() : m.prefs_invite_send()}
        </Button>
      )}
    </form>
  );
}
