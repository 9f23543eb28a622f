import {
  SHARED_FILE_ACCEPT,
  SHARED_FILE_CHOICE,
  SHARED_FILE_TYPES_LABEL,
  sharedFileCategories,
  sharedFileCategoryLabels,
  sharedFileFieldsSchema,
  sharedFileMessages,
} from '@nestway/core/shared-files';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { chosenFileProblem } from '@nestway/core/uploads';
import { Upload } from 'lucide-react';
import * as z from 'zod/mini';
import { useShareFile } from '@/queries/shared-files';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useUploadControl } from '@/lib/use-upload-control';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/use-toast';

/** What the browser can tell before sending: a file is chosen, not empty, of an accepted type, not over the limit. The server checks the type from the bytes. */
function fileProblem(file: File | null): string | undefined {
  if (!file) return sharedFileMessages.fileMissing;
  if (file.size === 0) return 'The file is empty. Please choose another.';
  return chosenFileProblem(file, SHARED_FILE_CHOICE);
}

/** Core's rules for the text fields, and the chosen file. */
const shareFileFormSchema = z.extend(sharedFileFieldsSchema, {
  file: z.pipe(
    z.custom<FileList | null | undefined>(),
    z.transform((files, context) => {
      const file = files?.[0] ?? null;
      const problem = fileProblem(file);
      if (problem || !file) {
        context.issues.push({ code: 'custom', message: problem ?? sharedFileMessages.fileMissing, input: files });
        return z.NEVER;
      }
      return file;
    }),
  ),
});

/** Upload File: the admin shares one file with the client, named as the client will see it. */
/** `label` names the button that opens it: Upload File in Files Shared with User, Upload File for User in Documents. */
export function ShareFileDialog({ clientId, label = 'Upload File' }: { clientId: string; label?: string }) {
  const sending = useUploadControl();
  const share = useShareFile(clientId, sending.onProgress);

  return (
    <FormDialog
      trigger={
        <Button size="sm">
          <Upload aria-hidden />
          {label}
        </Button>
      }
      title="Upload File"
      description="Share a file with this client. They will see it on their dashboard and be e-mailed."
      schema={shareFileFormSchema}
      defaultValues={{ file: null, displayName: '', description: '', category: 'general' }}
      onSubmit={({ file, displayName, description, category }) => {
        return share.mutateAsync({ file, displayName, description: description ?? '', category, signal: sending.start() }).then((record) =>
          toast({
            title: 'File shared',
            description: `${record.displayName} is now on the client’s dashboard. They have been e-mailed.`,
          }),
        );
      }}
      failureTitle="Failed to upload file"
      failureFallback="Upload failed"
      submitLabel="Upload File"
      pendingLabel="Uploading..."
    >
      {(form) => {
        const { errors } = form.formState;
        return (
          <>
            <FormField label="File" error={errors.file?.message} hint={SHARED_FILE_TYPES_LABEL}>
              <Input
                type="file"
                accept={SHARED_FILE_ACCEPT}
                {...form.register('file')}
                className="h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800"
              />
            </FormField>
            <FormField label="Display name" error={errors.displayName?.message}>
              <Input {...form.register('displayName')} maxLength={200} placeholder="March invoice" />
            </FormField>
            <FormField label="Description (optional)" error={errors.description?.message}>
              <TextArea {...form.register('description')} maxLength={NOTES_MAX_LENGTH} rows={3} />
            </FormField>
            <FormField label="Category">
              <NativeSelect {...form.register('category')}>
                {sharedFileCategories.map((value) => (
                  <option key={value} value={value}>
                    {sharedFileCategoryLabels[value]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {share.isPending && <UploadProgress value={sending.progress} label="Uploading file" onCancel={sending.cancel} />}
          </>
        );
      }}
    </FormDialog>
  );
}
