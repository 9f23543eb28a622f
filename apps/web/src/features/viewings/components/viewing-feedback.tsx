import { viewingFeedbackRequestSchema, type ViewingRecord } from '@nestway/core/viewings';
import { MessageSquareText, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSaveViewingFeedback } from '@/api/viewings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';

/**
 * The client's thoughts on a property they watched: the saved feedback with Edit, or the form when
 * there is none yet. Checked with the schema the server parses with.
 */
export function ViewingFeedback({ userId, viewing }: { userId: string; viewing: ViewingRecord }) {
  const save = useSaveViewingFeedback(userId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(viewing.userFeedback ?? '');
  const [error, setError] = useState<string>();
  const saved = viewing.userFeedback;

  if (saved !== null && !editing) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-sand-50 p-3">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <MessageSquareText className="size-4" aria-hidden />
          Your feedback
        </p>
        <p className="break-words whitespace-pre-line">{saved}</p>
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            setText(saved);
            setError(undefined);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden />
          Edit Feedback
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = viewingFeedbackRequestSchema.safeParse({ feedback: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { viewingId: viewing.id, feedback: parsed.data.feedback },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: 'Feedback saved', description: 'Thank you: your consultant will read it.' });
        },
        onError: (failure) => toastError('Failed to save feedback', failure),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormField label="Your feedback" error={error} hint="What did you think of this property? Your consultant reads every note.">
        <TextArea value={text} onChange={(event) => setText(event.target.value)} className="min-h-20" />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Send Feedback'}
        </Button>
        {saved !== null && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
