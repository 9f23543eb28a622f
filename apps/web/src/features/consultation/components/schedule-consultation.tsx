import * as m from '@nestway/core/i18n/messages';
import type { ConsultationRecord } from '@nestway/core/consultations';
import { paths } from '@nestway/core/web-routes';
import { formatUkDateTime, viewerLocalTime } from '@/i18n/format';
import { nextStepTitles } from '@nestway/core/next-step';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAvailableSlots, useBookConsultation, useConsultation, useCancelConsultation } from '@/queries/consultations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { QueryContent } from '@/components/query/query-content';
import { toast, toastError } from '@/components/ui/use-toast';
import { hasErrorCode } from '@/lib/api-client';
import { ThankYouDialog } from './thank-you-dialog';
import { TimeChoice, type ChosenTime } from './time-choice';

/** The spec's client goes to its preferences this long after being told to complete them. */
const PREFERENCES_REDIRECT_MS = 2000;

/**
 * Schedule Your Consultation: book a time, or see the one booked; change or cancel it until the call
 * has taken place. A co-tenant sees their leader's call, and the leader books it, under the heading
 * their What's Next gives it (Your Group's Consultation).
 */
export function ScheduleConsultation({ canBook }: { canBook: boolean }) {
  const consultation = useConsultation();
  return (
    <SectionCard icon={CalendarClock} title={canBook ? nextStepTitles['schedule-consultation']() : nextStepTitles['group-consultation']()}>
      <QueryContent query={consultation} loading={m.onboarding_consultation_loading()} failure={m.onboarding_consultation_load_failed()}>
        {(data) => <Consultation consultation={data} canBook={canBook} />}
      </QueryContent>
    </SectionCard>
  );
}

function Consultation({ consultation, canBook }: { consultation: ConsultationRecord | null; canBook: boolean }) {
  const [changing, setChanging] = useState(false);
  // Here, not in Booking: the refreshed call replaces the booking form, and the thanks must stay.
  const [thanking, setThanking] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useCancelConsultation();

  if (consultation?.status === 'completed') {
    return <p>{m.onboarding_consultation_completed()}</p>;
  }
  if (!canBook) {
    return consultation ? <ConsultationSummary consultation={consultation} /> : <p>{m.onboarding_consultation_leader_books()}</p>;
  }
  if (thanking) return <ThankYouDialog open />;
  if (!consultation || changing) {
    return (
      <Booking
        consultation={consultation}
        onBooked={() => {
          setChanging(false);
          setThanking(true);
        }}
        onCancel={() => setChanging(false)}
      />
    );
  }
  return (
    <>
      <ConsultationSummary consultation={consultation} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => setChanging(true)}>
          {m.onboarding_consultation_change_request()}
        </Button>
        <Button variant="ghost" className="text-danger hover:bg-red-50" onClick={() => setConfirmingCancel(true)}>
          {m.onboarding_consultation_cancel()}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={m.onboarding_consultation_cancel_title()}
        description={m.onboarding_consultation_cancel_description()}
        confirmLabel={m.onboarding_consultation_cancel()}
        pendingLabel={m.onboarding_consultation_cancelling()}
        dismissLabel={m.onboarding_consultation_keep()}
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            {},
            {
              onSuccess: () => {
                setConfirmingCancel(false);
                toast({
                  title: m.onboarding_consultation_cancelled_title(),
                  description: m.onboarding_consultation_cancelled_description(),
                });
              },
              onError: (error) => toastError(m.onboarding_consultation_cancel_failed(), error),
            },
          )
        }
      />
    </>
  );
}

function ConsultationSummary({ consultation }: { consultation: ConsultationRecord }) {
  const time = consultation.status === 'confirmed' ? consultation.confirmedDateTime : consultation.requestedDateTime;
  const local = time ? viewerLocalTime(time) : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {consultation.status === 'confirmed' ? (
          <Badge tone="positive">{m.onboarding_consultation_confirmed()}</Badge>
        ) : (
          <Badge tone="attention">{m.onboarding_consultation_awaiting_confirmation()}</Badge>
        )}
      </div>
      {time && (
        <p className="text-base">
          <span className="font-semibold">{formatUkDateTime(time)}</span>
          {local && <span className="text-muted"> {m.onboarding_consultation_viewer_time_in_brackets({ time: local })}</span>}
        </p>
      )}
      <p className="text-muted">
        {consultation.status === 'confirmed' ? m.onboarding_consultation_will_call() : m.onboarding_consultation_will_confirm()}
      </p>
      {consultation.adminNotes && <p className="rounded-xl bg-sand-100 p-3">{consultation.adminNotes}</p>}
    </div>
  );
}

function Booking({
  consultation,
  onBooked,
  onCancel,
}: {
  consultation: ConsultationRecord | null;
  onBooked: () => void;
  onCancel: () => void;
}) {
  const slots = useAvailableSlots();
  const ownCall = useConsultation();
  const book = useBookConsultation();
  const navigate = useNavigate();

  // mutateAsync: the answer is handled even though the refreshed call replaces this form.
  const submit = (choice: ChosenTime) =>
    book.mutateAsync({ body: choice }).then(onBooked, (error: unknown) => {
      if (hasErrorCode(error, 'needs_preferences')) {
        toast({ title: m.onboarding_consultation_needs_preferences(), variant: 'destructive' });
        setTimeout(() => void navigate(paths.preferences), PREFERENCES_REDIRECT_MS);
      } else if (hasErrorCode(error, 'slot_taken')) {
        toast({
          title: m.onboarding_consultation_slot_taken_title(),
          description: m.onboarding_consultation_already_booked(),
          variant: 'destructive',
        });
        void slots.refetch();
      } else {
        toastError(m.onboarding_consultation_update_failed(), error);
        if (hasErrorCode(error, 'slot_unavailable')) void slots.refetch();
        // Booked meanwhile from another tab: the call read again takes this form's place.
        if (hasErrorCode(error, 'call_exists')) void ownCall.refetch();
      }
    });

  return (
    <>
      <p className="text-muted">{m.onboarding_consultation_booking_intro()}</p>
      <QueryContent query={slots} loading={m.onboarding_consultation_loading_times()} failure={m.onboarding_consultation_times_failed()}>
        {(offered) => (
          <TimeChoice
            slots={offered}
            ownTime={consultation?.status === 'pending' ? consultation.requestedDateTime : (consultation?.confirmedDateTime ?? null)}
            submitLabel={consultation ? m.onboarding_consultation_update_request() : m.onboarding_consultation_request()}
            pending={book.isPending}
            onSubmit={submit}
            {...(consultation && { onCancel })}
          />
        )}
      </QueryContent>
    </>
  );
}
