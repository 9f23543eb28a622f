import { bookingMessages } from '@nestway/core/booking';
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
    <SectionCard icon={CalendarClock} title={canBook ? nextStepTitles['schedule-consultation'] : nextStepTitles['group-consultation']}>
      <QueryContent query={consultation} loading="Loading your consultation..." failure="Your consultation could not be loaded.">
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
    return <p>Your consultation has taken place. Thank you for talking to us: your next steps are on this page.</p>;
  }
  if (!canBook) {
    return consultation ? (
      <ConsultationSummary consultation={consultation} />
    ) : (
      <p>{bookingMessages.leaderBooks} It will show here once booked.</p>
    );
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
          Change Request
        </Button>
        <Button variant="ghost" className="text-danger hover:bg-red-50" onClick={() => setConfirmingCancel(true)}>
          Cancel Consultation
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title="Cancel your consultation?"
        description="Your requested time will be released. You can book a new time afterwards."
        confirmLabel="Cancel Consultation"
        pendingLabel="Cancelling..."
        dismissLabel="Keep Consultation"
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            {},
            {
              onSuccess: () => {
                setConfirmingCancel(false);
                toast({ title: 'Consultation cancelled', description: 'You can book a new time whenever you are ready.' });
              },
              onError: (error) => toastError('Failed to cancel consultation', error),
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
          <Badge tone="positive">Confirmed</Badge>
        ) : (
          <Badge tone="attention">Awaiting confirmation</Badge>
        )}
      </div>
      {time && (
        <p className="text-base">
          <span className="font-semibold">{formatUkDateTime(time)}</span>
          {local && <span className="text-muted"> ({local} your time)</span>}
        </p>
      )}
      <p className="text-muted">
        {consultation.status === 'confirmed'
          ? 'Your consultant will call you at this time.'
          : 'We will confirm this time, or suggest another, by e-mail.'}
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
        toast({ title: bookingMessages.needsPreferences, variant: 'destructive' });
        setTimeout(() => void navigate(paths.preferences), PREFERENCES_REDIRECT_MS);
      } else if (hasErrorCode(error, 'slot_taken')) {
        toast({ title: 'Time slot unavailable', description: bookingMessages.alreadyBooked, variant: 'destructive' });
        void slots.refetch();
      } else {
        toastError('Failed to update consultation', error);
        if (hasErrorCode(error, 'slot_unavailable')) void slots.refetch();
        // Booked meanwhile from another tab: the call read again takes this form's place.
        if (hasErrorCode(error, 'call_exists')) void ownCall.refetch();
      }
    });

  return (
    <>
      <p className="text-muted">A free call of about an hour with your consultant, to agree your budget, area, dates and wishes.</p>
      <QueryContent query={slots} loading="Loading available times..." failure="The available times could not be loaded.">
        {(offered) => (
          <TimeChoice
            slots={offered}
            ownTime={consultation?.status === 'pending' ? consultation.requestedDateTime : (consultation?.confirmedDateTime ?? null)}
            submitLabel={consultation ? 'Update Request' : 'Request Consultation'}
            pending={book.isPending}
            onSubmit={submit}
            {...(consultation && { onCancel })}
          />
        )}
      </QueryContent>
    </>
  );
}
