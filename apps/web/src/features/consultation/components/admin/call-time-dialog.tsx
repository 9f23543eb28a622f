import { ukInstant, ukWallClock } from '@nestway/core/booking';
import { callManagementMessages } from '@nestway/core/call-management';
import { viewerLocalTime } from '@nestway/core/uk-time';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';

export interface CallTimeChoice {
  /** ISO instant of the UK wall-clock time entered. */
  confirmedDateTime: string;
  adminNotes: string;
  override: boolean;
}

interface CallTimeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  /** The time the form starts at (ISO), e.g. the client's requested time. */
  initialTime: string | null;
  initialNotes: string | null;
  /** Shows the "Override completed appointment" box (appointments only). */
  withOverride?: boolean;
  pending: boolean;
  onSubmit: (choice: CallTimeChoice) => void;
}

/**
 * A date and time in UK time, with notes for the client: confirming or moving a call, or making an
 * appointment at any time (availability aside). Checks the time is real and in the future first.
 */
export function CallTimeDialog(props: CallTimeDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={props.title} description={props.description}>
        {/* Mounted with the dialog, so each opening starts from the call as it is now. */}
        {props.open && <CallTimeForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function CallTimeForm({
  initialTime,
  initialNotes,
  withOverride = false,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: CallTimeDialogProps) {
  const start = initialTime ? ukWallClock(new Date(initialTime)) : { date: '', time: '' };
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [notes, setNotes] = useState(initialNotes ?? '');
  const [override, setOverride] = useState(false);
  const [error, setError] = useState<string>();
  const instant = ukInstant(date, time);
  const local = instant ? viewerLocalTime(instant.toISOString()) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!instant) return setError(callManagementMessages.invalidDate);
    if (instant.getTime() <= Date.now()) return setError(callManagementMessages.notInFuture);
    setError(undefined);
    onSubmit({ confirmedDateTime: instant.toISOString(), adminNotes: notes, override });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date (UK)">
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} required />
        </FormField>
        <FormField label="Time (UK)" hint={local ? `${local} your time` : undefined}>
          <Input type="time" value={time} onChange={(event) => setTime(event.target.value)} required />
        </FormField>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <FormField
        label="Notes for the client"
        hint="Optional: how you will call, what to prepare. Shown on their dashboard and in the e-mail."
      >
        <TextArea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </FormField>
      {withOverride && (
        <CheckboxRow checked={override} onChange={setOverride}>
          Override completed appointment
          <span className="block text-xs text-muted">Needed to schedule a follow-up once the consultation has been completed.</span>
        </CheckboxRow>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CheckboxRow({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 bg-white p-3 text-sm text-ink has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/60">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
