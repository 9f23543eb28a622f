import { consultationManagementMessages } from '@nestway/core/consultation-management';
import { ukInstant, ukWallClock } from '@nestway/core/booking';
import { viewerLocalTime } from '@nestway/core/uk-time';
import type { ComponentProps, ReactNode } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';

/** The UK date and time as typed become the instant the API takes, which must be real and in the future; the rest goes as typed. */
const consultationTimeFormSchema = z.pipe(
  z.object({ date: z.string(), time: z.string(), adminNotes: z.string(), override: z.boolean() }),
  z.transform(({ date, time, adminNotes, override }, context) => {
    const instant = ukInstant(date, time);
    if (!instant || instant.getTime() <= Date.now()) {
      const message = instant ? consultationManagementMessages.notInFuture : consultationManagementMessages.invalidDate;
      context.issues.push({ code: 'custom', message, input: date, path: ['date'] });
      return z.NEVER;
    }
    return { confirmedDateTime: instant.toISOString(), adminNotes, override };
  }),
);

export type ConsultationTimeChoice = z.output<typeof consultationTimeFormSchema>;

interface ConsultationTimeDialogProps {
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
  /** Sends the choice and toasts it; the dialog closes once it resolves. */
  onSubmit: (choice: ConsultationTimeChoice) => Promise<unknown>;
  failureTitle: string;
}

/**
 * A date and time in UK time, with notes for the client: confirming or moving a call, or making an
 * appointment at any time (availability aside). Checks the time is real and in the future first.
 */
export function ConsultationTimeDialog({ initialTime, initialNotes, withOverride = false, ...props }: ConsultationTimeDialogProps) {
  return (
    <FormDialog
      {...props}
      schema={consultationTimeFormSchema}
      defaultValues={{
        ...(initialTime ? ukWallClock(new Date(initialTime)) : { date: '', time: '' }),
        adminNotes: initialNotes ?? '',
        override: false,
      }}
    >
      {(form) => {
        const instant = ukInstant(form.watch('date'), form.watch('time'));
        const local = instant ? viewerLocalTime(instant.toISOString()) : null;
        const error = form.formState.errors.date?.message;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Date (UK)">
                <Input type="date" {...form.register('date')} required />
              </FormField>
              <FormField label="Time (UK)" hint={local ? `${local} your time` : undefined}>
                <Input type="time" {...form.register('time')} required />
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
              error={form.formState.errors.adminNotes?.message}
            >
              <TextArea rows={3} {...form.register('adminNotes')} />
            </FormField>
            {withOverride && (
              <CheckboxRow {...form.register('override')}>
                Override completed appointment
                <span className="block text-xs text-muted">Needed to schedule a follow-up once the consultation has been completed.</span>
              </CheckboxRow>
            )}
          </>
        );
      }}
    </FormDialog>
  );
}

function CheckboxRow({ children, ...input }: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 bg-white p-3 text-sm text-ink has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/60">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700" {...input} />
      <span>{children}</span>
    </label>
  );
}
