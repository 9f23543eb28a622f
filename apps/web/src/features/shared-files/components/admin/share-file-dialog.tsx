import {
  SHARED_FILE_ACCEPT,
  SHARED_FILE_TYPES_LABEL,
  sharedFileCategories,
  sharedFileCategoryLabels,
  sharedFileFieldsSchema,
  sharedFileMessages,
  type SharedFileCategory,
} from '@nestway/core/shared-files';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '@nestway/core/uploads';
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useShareFile } from '@/api/shared-files';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';

interface Errors {
  file?: string;
  displayName?: string;
  description?: string;
}

/** What the browser can tell before sending: a file is chosen, not empty, not over the limit. The server checks the type from the bytes. */
function fileProblem(file: File | null): string | undefined {
  if (!file) return sharedFileMessages.fileMissing;
  if (file.size === 0) return 'The file is empty. Please choose another.';
  if (file.size > MAX_UPLOAD_BYTES) return `The file is too large. The limit is ${MAX_UPLOAD_LABEL}.`;
  return undefined;
}

/** Upload File: the admin shares one file with the client, named as the client will see it. */
/** `label` names the button that opens it: Upload File in Files Shared with User, Upload File for User in Documents. */
export function ShareFileDialog({ clientId, label = 'Upload File' }: { clientId: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [displayName, setDisplayName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<SharedFileCategory>('general');
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState(0);
  const share = useShareFile(clientId, setProgress);

  const openChange = (next: boolean) => {
    if (share.isPending) return;
    setOpen(next);
    if (next) {
      setFile(null);
      setDisplayName('');
      setDescription('');
      setCategory('general');
      setErrors({});
      setProgress(0);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields = sharedFileFieldsSchema.safeParse({ displayName, description, category });
    const found: Errors = { file: fileProblem(file) };
    for (const issue of fields.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'displayName' || field === 'description') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
    if (!fields.success || found.file || !file) return;
    setProgress(0);
    share.mutate(
      { file, displayName: fields.data.displayName, description: fields.data.description ?? '', category: fields.data.category },
      {
        onSuccess: (record) => {
          toast({ title: 'File shared', description: `${record.displayName} is now on the client’s dashboard. They have been e-mailed.` });
          setOpen(false);
        },
        onError: (error) => toastError('Failed to upload file', error, 'Upload failed'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Upload aria-hidden />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title="Upload File" description="Share a file with this client. They will see it on their dashboard and be e-mailed.">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField label="File" error={errors.file} hint={SHARED_FILE_TYPES_LABEL}>
            <Input
              type="file"
              accept={SHARED_FILE_ACCEPT}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800"
            />
          </FormField>
          <FormField label="Display name" error={errors.displayName}>
            <Input
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
              maxLength={200}
              placeholder="March invoice"
            />
          </FormField>
          <FormField label="Description (optional)" error={errors.description}>
            <TextArea value={description} onChange={(event) => setDescription(event.target.value)} maxLength={2000} rows={3} />
          </FormField>
          <FormField label="Category">
            <NativeSelect value={category} onChange={(event) => setCategory(event.target.value as SharedFileCategory)}>
              {sharedFileCategories.map((value) => (
                <option key={value} value={value}>
                  {sharedFileCategoryLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {share.isPending && <Progress value={progress} label="Uploading file" />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={share.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={share.isPending}>
              {share.isPending ? 'Uploading...' : 'Upload File'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
