import { ADMIN_NOTES_MAX } from '@nestway/core/client-account';
import { StickyNote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSaveClientNotes } from '@/api/client-account';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';

interface AdminNotesSectionProps {
  clientId: string;
  notes: string | null;
}

/** The admin team's private notes on the client: never shown to the client. */
export function AdminNotesSection({ clientId, notes }: AdminNotesSectionProps) {
  const [draft, setDraft] = useState(notes ?? '');
  const save = useSaveClientNotes();
  const unchanged = draft.trim() === (notes ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { params: { id: clientId }, body: { notes: draft } },
      {
        onSuccess: (answer) => {
          setDraft(answer.adminNotes ?? '');
          toast({ title: 'Notes saved', description: answer.adminNotes ? 'Only admins can see them.' : 'The notes were cleared.' });
        },
        onError: (failure) => toastError('Failed to save notes', failure, 'Please try again.'),
      },
    );
  };

  return (
    <DetailSection title="Admin Notes" icon={<StickyNote aria-hidden />}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="Notes" hint="Visible to admins only. Leave blank to clear.">
          <TextArea
            value={draft}
            maxLength={ADMIN_NOTES_MAX}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Calls, agreements, anything the team should know about this client"
          />
        </FormField>
        <Button type="submit" className="self-start" disabled={save.isPending || unchanged}>
          {save.isPending ? 'Saving...' : 'Save Notes'}
        </Button>
      </form>
    </DetailSection>
  );
}
