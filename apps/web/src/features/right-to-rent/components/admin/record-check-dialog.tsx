import {
  rightToRentCheckFieldsSchema,
  rightToRentMessages,
  rightToRentOutcomeLabels,
  rightToRentOutcomes,
} from '@nestway/core/right-to-rent';
import { chosenFileProblem } from '@nestway/core/uploads';
import { ClipboardCheck } from 'lucide-react';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useRecordRightToRentCheck } from '@/queries/right-to-rent';

/** Core's check fields as typed, and the result PDF, which must be a PDF when one is chosen. */
const checkFormSchema = z.pipe(
  z.object({
    checkedOn: z.string(),
    outcome: z.string(),
    permissionExpiresOn: z.string(),
    resultPdf: z.pipe(
      z.custom<FileList | null | undefined>(),
      z.transform((files) => files?.[0] ?? null),
    ),
  }),
  z.transform(({ resultPdf, ...fields }, context) => {
    const problem =
      resultPdf &&
      chosenFileProblem(resultPdf, { types: ['application/pdf'], extensions: ['.pdf'], wrongType: rightToRentMessages.fileType });
    if (problem) context.issues.push({ code: 'custom', message: problem, input: resultPdf, path: ['resultPdf'] });
    const checked = rightToRentCheckFieldsSchema.safeParse(fields);
    if (!checked.success) context.issues.push(...checked.error.issues.map((issue) => ({ ...issue, input: undefined })));
    return problem || !checked.success ? z.NEVER : { ...fields, resultPdf };
  }),
);

/** The staff record the outcome of their Home Office check; it replaces the previous one. */
export function RecordCheckDialog({ clientId, today }: { clientId: string; today: string }) {
  const record = useRecordRightToRentCheck(clientId);
  return (
    <FormDialog
      trigger={
        <Button size="sm">
          <ClipboardCheck aria-hidden />
          Record Check
        </Button>
      }
      title="Record Right to Rent check"
      description="The outcome of the Home Office online check. It replaces the previous check; a time-limited permission is followed up 28 days before it ends."
      schema={checkFormSchema}
      defaultValues={{ checkedOn: today, outcome: '', permissionExpiresOn: '', resultPdf: null }}
      onSubmit={(values) =>
        record.mutateAsync(values).then(() => toast({ title: 'Check recorded', description: 'The Right to Rent check was saved.' }))
      }
      failureTitle="Failed to record the check"
      failureFallback="The check could not be saved."
      submitLabel="Record Check"
      pendingLabel="Saving..."
    >
      {(form) => {
        const { errors } = form.formState;
        const limited = form.watch('outcome') === 'time-limited';
        return (
          <>
            <FormField label="Checked on" error={errors.checkedOn?.message}>
              <Input type="date" {...form.register('checkedOn')} />
            </FormField>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-ink">Outcome</legend>
              {rightToRentOutcomes.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-sand-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
                >
                  <input type="radio" value={value} {...form.register('outcome')} className="size-4 accent-brand-700" />
                  {rightToRentOutcomeLabels[value]}
                </label>
              ))}
              {errors.outcome?.message && (
                <p role="alert" className="text-sm font-medium text-danger">
                  {errors.outcome.message}
                </p>
              )}
            </fieldset>
            {limited && (
              <FormField label="Permission ends on" error={errors.permissionExpiresOn?.message}>
                <Input type="date" {...form.register('permissionExpiresOn')} />
              </FormField>
            )}
            <FormField label="Home Office result (optional)" hint="The PDF of the check, up to 10 MB." error={errors.resultPdf?.message}>
              <Input
                type="file"
                accept=".pdf,application/pdf"
                {...form.register('resultPdf')}
                className="h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800"
              />
            </FormField>
          </>
        );
      }}
    </FormDialog>
  );
}
