import { zodResolver } from '@hookform/resolvers/zod';
import { inviteStaffRequestSchema, STAFF_INVITATION_TTL_SECONDS, staffMessages } from '@nestway/core/staff';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useInviteStaff } from '@/queries/staff';

/** Invite a Staff Member: name and address; the server e-mails the link. An address with an account is told under the field. */
export function InviteStaffForm() {
  const invite = useInviteStaff();
  const form = useForm({ resolver: zodResolver(inviteStaffRequestSchema), defaultValues: { fullName: '', email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await invite.mutateAsync({ body });
      toast({ title: staffMessages.invited, description: `${body.fullName} has been e-mailed a link to join at ${body.email}.` });
      form.reset();
    } catch (error) {
      if (hasErrorCode(error, 'email_taken')) form.setError('email', { message: errorMessage(error, staffMessages.alreadyStaff) });
      else toastError('Invitation Not Sent', error);
    }
  });

  return (
    <SectionCard icon={UserPlus} title="Invite a Staff Member">
      <p className="text-muted">
        They receive an e-mail with a link to choose their password. The link works once and expires after{' '}
        {STAFF_INVITATION_TTL_SECONDS / 3600} hours.
      </p>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <FormField label="Full Name" error={errors.fullName?.message}>
          <Input autoComplete="off" {...form.register('fullName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Invitation'}
        </Button>
      </form>
    </SectionCard>
  );
}
