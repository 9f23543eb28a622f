import * as m from '@nestway/core/i18n/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { SHARE_CODE_STALE_DAYS, shareCodeRequestSchema, type RightToRentRecord } from '@nestway/core/right-to-rent';
import { formatCalendarDate, formatNumber } from '@/i18n/format';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useGiveShareCode, useRightToRent } from '@/queries/right-to-rent';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';
import { translatedResolver } from '@/lib/translated-resolver';
import { CheckOutcome } from './check-outcome';
import { SHARE_CODE_EXAMPLE, SHARE_CODE_LENGTH } from './share-code-example';

/**
 * Right to Rent on the client dashboard (decision 037): the share code and date of birth form, the
 * request for a new code once the last is over 90 days old, and the staff's check once recorded.
 */
export function RightToRentSection() {
  const record = useRightToRent();
  return (
    <div id="right-to-rent" className="scroll-mt-24">
      <SectionCard icon={ShieldCheck} title={m.dashboard_rtr_title()}>
        <QueryContent query={record} loading={m.dashboard_rtr_loading()} failure={m.dashboard_rtr_load_failed()}>
          {(current) => <RightToRentDetails record={current} />}
        </QueryContent>
      </SectionCard>
    </div>
  );
}

function RightToRentDetails({ record }: { record: RightToRentRecord }) {
  return (
    <>
      <p className="text-muted">{m.dashboard_rtr_intro()}</p>
      {record.needsNewShareCode && (
        <p role="status" className="rounded-xl border border-accent-200 bg-accent-50 p-3 font-medium text-accent-700">
          {m.dashboard_rtr_expired({ days: formatNumber(SHARE_CODE_STALE_DAYS) })}
        </p>
      )}
      {record.check && (
        <>
          <CheckOutcome check={record.check} />
          {record.check.followUpDue && <p className="text-sm text-muted">{m.dashboard_rtr_ending_soon_note()}</p>}
        </>
      )}
      <ShareCodeForm record={record} />
    </>
  );
}

function ShareCodeForm({ record }: { record: RightToRentRecord }) {
  const form = useForm({
    resolver: translatedResolver(zodResolver(shareCodeRequestSchema), () =>
      import('./share-code-error-text').then((module) => module.translateShareCodeErrors),
    ),
    defaultValues: { shareCode: record.needsNewShareCode ? '' : (record.shareCode ?? ''), dateOfBirth: record.dateOfBirth ?? '' },
  });
  const give = useGiveShareCode();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    give.mutateAsync({ body }).then(
      (answer) => {
        form.reset({ shareCode: answer.shareCode ?? '', dateOfBirth: answer.dateOfBirth ?? '' });
        toast({ title: m.dashboard_rtr_saved_title(), description: m.dashboard_rtr_saved() });
      },
      (failure: unknown) => toastError(m.dashboard_rtr_save_failed(), failure, m.dashboard_try_again()),
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:grid sm:grid-cols-2 sm:items-start">
      <FormField
        label={m.dashboard_rtr_share_code()}
        hint={m.dashboard_rtr_share_code_hint({ count: formatNumber(SHARE_CODE_LENGTH), example: SHARE_CODE_EXAMPLE })}
        error={errors.shareCode?.message}
      >
        <Input {...form.register('shareCode')} dir="ltr" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={14} />
      </FormField>
      <FormField label={m.dashboard_rtr_date_of_birth()} error={errors.dateOfBirth?.message}>
        <Input type="date" dir="ltr" {...form.register('dateOfBirth')} autoComplete="bday" />
      </FormField>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        {record.shareCodeGivenAt && (
          <p className="text-xs text-muted">
            {m.dashboard_rtr_last_given({ date: formatCalendarDate(record.shareCodeGivenAt.slice(0, 10)) })}
          </p>
        )}
        <Button type="submit" className="self-start" disabled={give.isPending}>
          {give.isPending ? m.dashboard_saving() : record.shareCode ? m.dashboard_rtr_update() : m.dashboard_rtr_save()}
        </Button>
      </div>
    </form>
  );
}
