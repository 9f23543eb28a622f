import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_CHOICE,
  documentMessages,
  documentTypeLabels,
  documentTypes,
  documentUploadFieldsSchema,
  MAX_DOCUMENTS_PER_UPLOAD,
  type DocumentRecord,
  type DocumentType,
} from '@nestway/core/documents';
import { formatUkShortDate } from '@/i18n/format';
import { chosenFileProblem, MAX_UPLOAD_LABEL } from '@nestway/core/uploads';
import { FileText, Upload } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import * as z from 'zod/mini';
import { useDocuments, useUploadDocuments } from '@/queries/documents';
import { QueryContent } from '@/components/query/query-content';
import { ExpiryNote } from '@/components/status/expiry-note';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useUploadControl } from '@/lib/use-upload-control';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';

/**
 * Upload Documents on the dashboard (shown once a payment is verified): files of one type at a time,
 * with a progress bar, and each document with its review status and the admin's note. A rejected type
 * is uploaded again whole: the new files replace the rejected ones.
 */
export function UploadDocumentsSection() {
  const documents = useDocuments();
  return (
    <SectionCard icon={FileText} title="Upload Documents">
      <p className="text-muted">
        Your passport, visa and supporting documents for your application: images, PDF or Word files, up to {MAX_UPLOAD_LABEL} each.
      </p>
      <QueryContent query={documents} loading="Loading your documents..." failure="Your documents could not be loaded.">
        {(list) => (
          <>
            <UploadForm rejectedType={list.find((d) => d.status === 'rejected')?.type ?? null} />
            <DocumentList documents={list} />
          </>
        )}
      </QueryContent>
    </SectionCard>
  );
}

/** A type (core's rule) and at least one file, at most MAX_DOCUMENTS_PER_UPLOAD: told in a toast, so reported at the form's root, named. */
const uploadFormSchema = z.pipe(
  z.object({ type: z.string(), files: z.custom<FileList | File[] | null | undefined>() }),
  z.transform(({ type, files }, context) => {
    const chosenType = documentUploadFieldsSchema.shape.type.safeParse(type);
    const chosen = Array.from(files ?? []);
    if (!chosenType.success || chosen.length === 0) {
      context.issues.push({ code: 'custom', message: documentMessages.missing, input: type, path: ['root', 'missing'] });
      return z.NEVER;
    }
    if (chosen.length > MAX_DOCUMENTS_PER_UPLOAD) {
      context.issues.push({ code: 'custom', message: documentMessages.tooMany, input: chosen, path: ['root', 'tooMany'] });
      return z.NEVER;
    }
    // Each file's size and type, before a byte is sent: the first problem, with the file it is about.
    for (const file of chosen) {
      const problem = chosenFileProblem(file, DOCUMENT_CHOICE);
      if (problem) {
        context.issues.push({ code: 'custom', message: `${file.name}: ${problem}`, input: file, path: ['root', 'fileProblem'] });
        return z.NEVER;
      }
    }
    return { type: chosenType.data, files: chosen };
  }),
);

const toastProblem = (errors: FieldErrors) =>
  errors.root?.tooMany
    ? toast({ title: 'Too many files', description: documentMessages.tooMany, variant: 'destructive' })
    : errors.root?.fileProblem
      ? toast({ title: 'This file cannot be uploaded', description: errors.root.fileProblem.message, variant: 'destructive' })
      : toast({
          title: 'Missing information',
          description: documentMessages.missing.replace(/^Missing information: /, ''),
          variant: 'destructive',
        });

function UploadForm({ rejectedType }: { rejectedType: DocumentType | null }) {
  const upload = useUploadDocuments();
  const form = useForm({ resolver: zodResolver(uploadFormSchema), defaultValues: { type: rejectedType ?? '', files: null } });
  const sending = useUploadControl();

  const submit = form.handleSubmit(({ type, files }) => {
    // mutateAsync: the refreshed list re-renders this form, and the answer must still be handled.
    return upload.mutateAsync({ type, files, onProgress: sending.onProgress, signal: sending.start() }).then(
      (created) => {
        toast({ title: 'Documents uploaded', description: `${created.length} file${created.length === 1 ? '' : 's'} sent for review.` });
        form.reset({ type: '', files: null });
      },
      (error: unknown) => toastError('Failed to upload document', error, 'Document upload failed'),
    );
  }, toastProblem);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Document type">
          <NativeSelect {...form.register('type')}>
            <option value="">Choose a type</option>
            {documentTypes.map((value) => (
              <option key={value} value={value}>
                {documentTypeLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Files" hint={`Up to ${MAX_DOCUMENTS_PER_UPLOAD} at a time; all pages of one document together.`}>
          <input
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            {...form.register('files')}
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-800 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
        </FormField>
      </div>
      {upload.isPending && <UploadProgress value={sending.progress} label="Uploading documents" onCancel={sending.cancel} />}
      <Button type="submit" className="self-start" disabled={upload.isPending}>
        <Upload aria-hidden />
        {upload.isPending ? 'Uploading...' : 'Upload Documents'}
      </Button>
    </form>
  );
}

function DocumentList({ documents }: { documents: DocumentRecord[] }) {
  if (documents.length === 0) return <p className="text-muted">No documents uploaded yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-col gap-1 rounded-xl border border-sand-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-brand-900">{documentTypeLabels[document.type]}</span>
            <ReviewStatusBadge status={document.status} />
            <ExpiryNote expiresOn={document.expiresOn} />
          </div>
          <p className="text-sm break-all text-muted">
            {document.originalFileName} · uploaded {formatUkShortDate(document.createdAt)}
          </p>
          {document.fileDeletedAt && <p className="text-sm text-muted">{documentMessages.fileDeletedLabel}</p>}
          {document.notes && (
            <p className="rounded-lg bg-sand-100 p-2 text-sm">
              <span className="font-semibold">Note from our team:</span> {document.notes}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
