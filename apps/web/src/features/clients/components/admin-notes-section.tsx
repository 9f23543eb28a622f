import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_NOTES_MAX } from '@nestway/core/client-account';
import { StickyNote } from 'lucide-react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useSaveClientNotes } from '@/queries/clients';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';

interface AdminNotesSectionProps {
  clientId: string;
  notes: string | null;
}

/** The notes as typed: the server trims them, keeps them to ADMIN_NOTES_MAX and clears them when blank. */
const notesFormSchema = z.object({ notes: z.string() });

/** The admin team's private notes on the client: never shown to the client. */
export function AdminNotesSection({ clientId, notes }: AdminNotesSectionProps) {
  const form = useForm({ resolver: zodResolver(notesFormSchema), defaultValues: { notes: notes ?? '' } });
  const save = useSaveClientNotes();
  const unchanged = form.watch('notes').trim() === (notes ?? '');

  const onSubmit = form.handleSubmit((body) =>
    save.mutateAsync({ params: { id: clientId }, body }).then(
      (answer) => {
        form.reset({ notes: answer.adminNotes ?? '' });
        toast({ title: 'Notes saved', description: answer.adminNotes ? 'Only admins can see them.' : 'The notes were cleared.' });
      },
      (failure: unknown) => toastError('Failed to save notes', failure, 'Please try again.'),
    ),
  );

  return (
    <DetailSection title="Admin Notes" icon={<StickyNote aria-hidden />}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="Notes" hint="Visible to admins only. Leave blank to clear.">
          <TextArea
            {...form.register('notes')}
            maxLength={ADMIN_NOTES_MAX}
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
