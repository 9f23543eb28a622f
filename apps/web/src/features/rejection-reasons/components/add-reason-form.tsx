import { zodResolver } from '@hookform/resolvers/zod';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import {
  createRejectionReasonSchema,
  rejectionReasonMessages,
  rejectionReasonScopeLabels,
  rejectionReasonScopes,
} from '@nestway/core/rejection-reasons';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { SectionCard } from '@/components/ui/section-card';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useCreateRejectionReason } from '@/queries/rejection-reasons';

/** The form's fields as typed: the scope is always chosen here, so no default is needed. */
const addReasonFormSchema = z.extend(createRejectionReasonSchema, { appliesTo: z.enum(rejectionReasonScopes) });

/** Add a Reason: its words and what it is for; a reason already on the list is told under the field. */
export function AddReasonForm() {
  const create = useCreateRejectionReason();
  const form = useForm({ resolver: zodResolver(addReasonFormSchema), defaultValues: { text: '', appliesTo: 'any' as const } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ body });
      toast({ title: rejectionReasonMessages.saved });
      form.reset();
    } catch (error) {
      if (hasErrorCode(error, 'conflict')) form.setError('text', { message: errorMessage(error, rejectionReasonMessages.duplicate) });
      else toastError('Reason Not Saved', error);
    }
  });

  return (
    <SectionCard icon={Plus} title="Add a Reason">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_14rem] sm:items-start">
        <FormField
          label="Reason"
          hint="Written to the client: it fills the rejection note, which stays editable."
          error={errors.text?.message}
        >
          <TextArea rows={2} maxLength={NOTES_MAX_LENGTH} {...form.register('text')} />
        </FormField>
        <FormField label="Offered when rejecting" error={errors.appliesTo?.message}>
          <NativeSelect {...form.register('appliesTo')}>
            {rejectionReasonScopes.map((scope) => (
              <option key={scope} value={scope}>
                {rejectionReasonScopeLabels[scope]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Reason'}
        </Button>
      </form>
    </SectionCard>
  );
}
