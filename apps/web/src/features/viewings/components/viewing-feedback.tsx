import * as m from '@nestway/core/i18n/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { viewingFeedbackRequestSchema, viewingMessages, type ViewingRecord } from '@nestway/core/viewings';
import { MessageSquareText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveViewingFeedback } from '@/queries/viewings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { formatNumber } from '@/i18n/format';
import { refusalText } from '@/i18n/refusal-text';

/**
 * The client's thoughts on a property they watched: the saved feedback with Edit, or the form when
 * there is none yet. Checked with the schema the server parses with.
 */
export function ViewingFeedback({ userId, viewing }: { userId: string; viewing: ViewingRecord }) {
  const [editing, setEditing] = useState(false);
  const saved = viewing.userFeedback;

  if (saved !== null && !editing) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-sand-50 p-3">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <MessageSquareText className="size-4" aria-hidden />
          {m.dashboard_feedback_title()}
        </p>
        <p dir="auto" className="break-words whitespace-pre-line">
          {saved}
        </p>
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          {m.dashboard_feedback_edit()}
        </Button>
      </div>
    );
  }

  return <FeedbackForm userId={userId} viewing={viewing} onDone={() => setEditing(false)} />;
}

/** The feedback's refusals (core's English) in the build's language. */
const feedbackRefusal = refusalText(
  new Map([
    [viewingMessages.feedbackRequired, m.dashboard_feedback_error_required],
    [viewingMessages.feedbackTooLong, () => m.dashboard_feedback_error_long({ max: formatNumber(NOTES_MAX_LENGTH) })],
  ]),
);

/** Mounted when shown, so it starts from the feedback saved. Cancel is offered when there is some to go back to. */
function FeedbackForm({ userId, viewing, onDone }: { userId: string; viewing: ViewingRecord; onDone: () => void }) {
  const save = useSaveViewingFeedback(userId);
  const form = useForm({ resolver: zodResolver(viewingFeedbackRequestSchema), defaultValues: { feedback: viewing.userFeedback ?? '' } });

  const submit = form.handleSubmit(({ feedback }) =>
    save.mutateAsync({ viewingId: viewing.id, feedback }).then(
      () => {
        onDone();
        toast({ title: m.dashboard_feedback_saved_title(), description: m.dashboard_feedback_saved() });
      },
      (failure: unknown) => toastError(m.dashboard_feedback_failed(), failure),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormField
        label={m.dashboard_feedback_title()}
        error={feedbackRefusal(form.formState.errors.feedback?.message)}
        hint={m.dashboard_feedback_hint()}
      >
        <TextArea dir="auto" {...form.register('feedback')} className="min-h-20" />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? m.dashboard_saving() : m.dashboard_feedback_send()}
        </Button>
        {viewing.userFeedback !== null && (
          <Button variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
            {m.dashboard_cancel()}
          </Button>
        )}
      </div>
    </form>
  );
}
