import { zodResolver } from '@hookform/resolvers/zod';
import { shareCodeRequestSchema, type RightToRentRecord } from '@nestway/core/right-to-rent';
import { formatCalendarDate } from '@/i18n/format';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useGiveShareCode, useRightToRent } from '@/queries/right-to-rent';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';
import { CheckOutcome } from './check-outcome';

/**
 * Right to Rent on the client dashboard (decision 037): the share code and date of birth form, the
 * request for a new code once the last is over 90 days old, and the staff's check once recorded.
 */
export function RightToRentSection() {
  const record = useRightToRent();
  return (
    <div id="right-to-rent" className="scroll-mt-24">
      <SectionCard icon={ShieldCheck} title="Right to Rent">
        <QueryContent query={record} loading="Loading your Right to Rent..." failure="Your Right to Rent details could not be loaded.">
          {(current) => <RightToRentDetails record={current} />}
        </QueryContent>
      </SectionCard>
    </div>
  );
}

function RightToRentDetails({ record }: { record: RightToRentRecord }) {
  return (
    <>
      <p className="text-muted">
        Landlords must check that you can rent in England. Get a share code from the Home Office (“Prove your right to rent”) and give it to
        us with your date of birth; we check it for you.
      </p>
      {record.needsNewShareCode && (
        <p role="status" className="rounded-xl border border-accent-200 bg-accent-50 p-3 font-medium text-accent-700">
          Your share code was given more than 90 days ago and has expired. Please get a new one and enter it below.
        </p>
      )}
      {record.check && (
        <>
          <CheckOutcome check={record.check} />
          {record.check.followUpDue && (
            <p className="text-sm text-muted">Your permission ends soon: please send us your new share code once you have it.</p>
          )}
        </>
      )}
      <ShareCodeForm record={record} />
    </>
  );
}

function ShareCodeForm({ record }: { record: RightToRentRecord }) {
  const form = useForm({
    resolver: zodResolver(shareCodeRequestSchema),
    defaultValues: { shareCode: record.needsNewShareCode ? '' : (record.shareCode ?? ''), dateOfBirth: record.dateOfBirth ?? '' },
  });
  const give = useGiveShareCode();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    give.mutateAsync({ body }).then(
      (answer) => {
        form.reset({ shareCode: answer.shareCode ?? '', dateOfBirth: answer.dateOfBirth ?? '' });
        toast({ title: 'Share code saved', description: 'We will check it and let you know.' });
      },
      (failure: unknown) => toastError('Failed to save your share code', failure, 'Please try again.'),
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:grid sm:grid-cols-2 sm:items-start">
      <FormField label="Share code" hint="9 letters and numbers, like W4X 7YT 9PQ" error={errors.shareCode?.message}>
        <Input {...form.register('shareCode')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={14} />
      </FormField>
      <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
        <Input type="date" {...form.register('dateOfBirth')} autoComplete="bday" />
      </FormField>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        {record.shareCodeGivenAt && (
          <p className="text-xs text-muted">Last given on {formatCalendarDate(record.shareCodeGivenAt.slice(0, 10))}.</p>
        )}
        <Button type="submit" className="self-start" disabled={give.isPending}>
          {give.isPending ? 'Saving...' : record.shareCode ? 'Update Share Code' : 'Save Share Code'}
        </Button>
      </div>
    </form>
  );
}
