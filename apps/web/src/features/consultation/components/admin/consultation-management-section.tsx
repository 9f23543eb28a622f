import { parseAdminAmount } from '@nestway/core/admin';
import type { ConsultationRecord } from '@nestway/core/consultations';
import { formatMoney } from '@nestway/core/money';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { CalendarCheck, CalendarPlus, CalendarX, CheckCircle2, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import {
  useAdminCancelConsultation,
  useCompleteConsultation,
  useConfirmConsultation,
  useScheduleConsultation,
} from '@/queries/consultations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailSection, Fact, Facts } from '@/components/ui/detail-section';
import { toast, toastError } from '@/components/ui/use-toast';
import { ConsultationTimeDialog, type ConsultationTimeChoice } from './consultation-time-dialog';
import { CompleteConsultationDialog } from './complete-consultation-dialog';

interface ConsultationManagementSectionProps {
  clientId: string;
  consultation: ConsultationRecord | null;
  feePence: number;
  /** For a co-tenant: their group leader, on whose account the group's consultation is (the server refuses one on a co-tenant's). */
  groupLeaderName?: string | undefined;
}

type OpenDialog = 'confirm' | 'schedule' | 'complete' | 'cancel' | null;

const statusBadges = {
  pending: <Badge tone="attention">Pending confirmation</Badge>,
  confirmed: <Badge tone="positive">Confirmed</Badge>,
  completed: <Badge tone="positive">Completed</Badge>,
} as const;

/**
 * Call Management on the client page: confirm the requested time (or another), move, complete with
 * the fee, or cancel the call; or schedule one at any time, a follow-up needing the override.
 * Every change e-mails the client (a calendar invitation for a confirmed time).
 */
export function ConsultationManagementSection({ clientId, consultation, feePence, groupLeaderName }: ConsultationManagementSectionProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const confirm = useConfirmConsultation();
  const complete = useCompleteConsultation();
  const cancel = useAdminCancelConsultation();
  const schedule = useScheduleConsultation();
  const close = () => setDialog(null);
  const openChange = (which: OpenDialog) => (open: boolean) => setDialog(open ? which : null);
  const done = (title: string, description: string) => () => {
    close();
    toast({ title, description });
  };

  if (groupLeaderName !== undefined) {
    return (
      <DetailSection title="Call Management" icon={<PhoneCall aria-hidden />}>
        <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">
          {groupLeaderName}, the group leader, books the group&rsquo;s consultation: it is on their account.
        </p>
      </DetailSection>
    );
  }
  const rescheduling = consultation?.status === 'confirmed';
  const confirmAt = ({ confirmedDateTime, adminNotes }: ConsultationTimeChoice) =>
    confirm
      .mutateAsync({ params: { userId: clientId }, body: { confirmedDateTime, adminNotes } })
      .then(() =>
        toast({ title: rescheduling ? 'Call rescheduled' : 'Call confirmed', description: 'The client has been e-mailed the time.' }),
      );
  const book = (choice: ConsultationTimeChoice) =>
    schedule
      .mutateAsync({ params: { userId: clientId }, body: choice })
      .then(() => toast({ title: 'Appointment scheduled', description: 'The client has been e-mailed the time.' }));

  return (
    <DetailSection
      title="Call Management"
      icon={<PhoneCall aria-hidden />}
      actions={
        <Button variant="outline" size="sm" onClick={() => setDialog('schedule')}>
          <CalendarPlus aria-hidden />
          {consultation?.status === 'completed' ? 'Schedule Follow-up' : 'Schedule Appointment'}
        </Button>
      }
    >
      {consultation ? (
        <div className="flex flex-col gap-5">
          <Facts>
            <Fact label="Status">{statusBadges[consultation.status]}</Fact>
            <Fact label="Booked">{consultation.availabilitySlotId ? 'By the client, in your availability' : 'By an admin'}</Fact>
            {consultation.requestedDateTime && <Fact label="Requested time">{formatUkDateTime(consultation.requestedDateTime)}</Fact>}
            {consultation.confirmedDateTime && <Fact label="Confirmed time">{formatUkDateTime(consultation.confirmedDateTime)}</Fact>}
            {consultation.adminNotes && (
              <Fact label="Notes for the client" wide>
                <span className="whitespace-pre-line">{consultation.adminNotes}</span>
              </Fact>
            )}
          </Facts>
          {consultation.status !== 'completed' && (
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button onClick={() => setDialog('confirm')}>
                <CalendarCheck aria-hidden />
                {consultation.status === 'pending' ? 'Confirm Call' : 'Reschedule'}
              </Button>
              {consultation.status === 'confirmed' && (
                <Button variant="outline" onClick={() => setDialog('complete')}>
                  <CheckCircle2 aria-hidden />
                  Complete Call
                </Button>
              )}
              <Button variant="ghost" className="text-danger hover:bg-red-50" onClick={() => setDialog('cancel')}>
                <CalendarX aria-hidden />
                Cancel Call
              </Button>
            </div>
          )}
          {consultation.status === 'completed' && (
            <p className="text-muted">The consultation has taken place; the client&rsquo;s fee is {formatMoney(feePence)}.</p>
          )}
        </div>
      ) : (
        <p className="text-muted">No consultation booked yet. The client books one from their dashboard, or you can schedule it here.</p>
      )}

      <ConsultationTimeDialog
        open={dialog === 'confirm'}
        onOpenChange={openChange('confirm')}
        title={rescheduling ? 'Reschedule Call' : 'Confirm Call'}
        description="The requested time is filled in; change it to confirm another. Times are UK time."
        submitLabel={rescheduling ? 'Reschedule Call' : 'Confirm Call'}
        pendingLabel="Saving..."
        initialTime={consultation?.confirmedDateTime ?? consultation?.requestedDateTime ?? null}
        initialNotes={consultation?.adminNotes ?? null}
        onSubmit={confirmAt}
        failureTitle="Failed to confirm call"
      />
      <ConsultationTimeDialog
        open={dialog === 'schedule'}
        onOpenChange={openChange('schedule')}
        title={consultation?.status === 'completed' ? 'Schedule Follow-up' : 'Schedule Appointment'}
        description="Any time, whatever the availability. It replaces a pending or confirmed call. Times are UK time."
        submitLabel="Schedule Appointment"
        pendingLabel="Scheduling..."
        initialTime={null}
        initialNotes={null}
        withOverride
        onSubmit={book}
        failureTitle="Failed to schedule appointment"
      />
      <CompleteConsultationDialog
        open={dialog === 'complete'}
        onOpenChange={openChange('complete')}
        feePence={feePence}
        onSubmit={(body) =>
          complete.mutateAsync({ params: { userId: clientId }, body }).then(() =>
            toast({
              title: 'Consultation completed',
              description: `The client's fee is now ${formatMoney(parseAdminAmount(body.paymentAmount)!)}.`,
            }),
          )
        }
      />
      {consultation && (
        <ConfirmDialog
          open={dialog === 'cancel'}
          onOpenChange={openChange('cancel')}
          title="Cancel this call?"
          description="The client is e-mailed (the invitation is withdrawn from their calendar) and can book a new time."
          confirmLabel="Cancel Call"
          pendingLabel="Cancelling..."
          dismissLabel="Keep Call"
          pending={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(
              { params: { id: consultation.id } },
              {
                onSuccess: done('Call cancelled', 'The client has been e-mailed.'),
                onError: (error) => toastError('Failed to cancel call', error),
              },
            )
          }
        />
      )}
    </DetailSection>
  );
}
