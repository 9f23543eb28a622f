import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_CHOICE,
  documentTypes,
  documentUploadFieldsSchema,
  MAX_DOCUMENTS_PER_UPLOAD,
  type DocumentRecord,
  type DocumentType,
} from '@nestway/core/documents';
import * as m from '@nestway/core/i18n/messages';
import { formatNumber, formatUkShortDate } from '@/i18n/format';
import { chosenFileProblem, MAX_UPLOAD_BYTES, uploadMessages } from '@nestway/core/uploads';
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
import { isolate, placeholders, withParts } from '@/i18n/rich-text';
import { toast, toastError } from '@/components/ui/use-toast';
import { documentTypeLabel } from '../document-labels';

/**
 * Upload Documents on the dashboard (shown once a payment is verified): files of one type at a time,
 * with a progress bar, and each document with its review status and the admin's note. A rejected type
 * is uploaded again whole: the new files replace the rejected ones.
 */
export function UploadDocumentsSection() {
  const documents = useDocuments();
  return (
    <SectionCard icon={FileText} title={m.dashboard_docs_title()}>
      <p className="text-muted">{m.dashboard_docs_intro({ size: uploadLimit() })}</p>
      <QueryContent query={documents} loading={m.dashboard_docs_loading()} failure={m.dashboard_docs_load_failed()}>
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

/** The largest file ('10 MB'), in the build's digits. */
const uploadLimit = () => `${formatNumber(MAX_UPLOAD_BYTES / 1024 / 1024)} MB`;

/** Why a chosen file would be refused (core's rule), in the build's language. Undefined when fine. */
function fileProblem(file: File): string | undefined {
  const problem = chosenFileProblem(file, DOCUMENT_CHOICE);
  if (problem === undefined) return undefined;
  return problem === uploadMessages.tooLarge ? m.dashboard_docs_too_large({ size: uploadLimit() }) : m.dashboard_docs_wrong_type();
}

/** A type (core's rule) and at least one file, at most MAX_DOCUMENTS_PER_UPLOAD: told in a toast, so reported at the form's root, named. */
const uploadFormSchema = z.pipe(
  z.object({ type: z.string(), files: z.custom<FileList | File[] | null | undefined>() }),
  z.transform(({ type, files }, context) => {
    const chosenType = documentUploadFieldsSchema.shape.type.safeParse(type);
    const chosen = Array.from(files ?? []);
    if (!chosenType.success || chosen.length === 0) {
      context.issues.push({ code: 'custom', message: m.dashboard_docs_missing(), input: type, path: ['root', 'missing'] });
      return z.NEVER;
    }
    if (chosen.length > MAX_DOCUMENTS_PER_UPLOAD) {
      context.issues.push({ code: 'custom', message: tooMany(), input: chosen, path: ['root', 'tooMany'] });
      return z.NEVER;
    }
    // Each file's size and type, before a byte is sent: the first problem, with the file it is about.
    for (const file of chosen) {
      const problem = fileProblem(file);
      if (problem) {
        context.issues.push({
          code: 'custom',
          message: m.dashboard_docs_file_problem({ fileName: isolate(file.name), problem }),
          input: file,
          path: ['root', 'fileProblem'],
        });
        return z.NEVER;
      }
    }
    return { type: chosenType.data, files: chosen };
  }),
);

const tooMany = () => m.dashboard_docs_too_many({ count: formatNumber(MAX_DOCUMENTS_PER_UPLOAD) });

const toastProblem = (errors: FieldErrors) =>
  errors.root?.tooMany
    ? toast({ title: m.dashboard_docs_too_many_title(), description: tooMany(), variant: 'destructive' })
    : errors.root?.fileProblem
      ? toast({ title: m.dashboard_docs_file_problem_title(), description: errors.root.fileProblem.message, variant: 'destructive' })
      : toast({ title: m.dashboard_docs_missing_title(), description: m.dashboard_docs_missing(), variant: 'destructive' });

function UploadForm({ rejectedType }: { rejectedType: DocumentType | null }) {
  const upload = useUploadDocuments();
  const form = useForm({ resolver: zodResolver(uploadFormSchema), defaultValues: { type: rejectedType ?? '', files: null } });
  const sending = useUploadControl();

  const submit = form.handleSubmit(({ type, files }) => {
    // mutateAsync: the refreshed list re-renders this form, and the answer must still be handled.
    return upload.mutateAsync({ type, files, onProgress: sending.onProgress, signal: sending.start() }).then(
      (created) => {
        toast({
          title: m.dashboard_docs_uploaded_title(),
          description: m.dashboard_docs_uploaded({ count: created.length, shown: formatNumber(created.length) }),
        });
        form.reset({ type: '', files: null });
      },
      (error: unknown) => toastError(m.dashboard_docs_upload_failed_title(), error, m.dashboard_docs_upload_failed()),
    );
  }, toastProblem);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={m.dashboard_docs_type_label()}>
          <NativeSelect {...form.register('type')}>
            <option value="">{m.dashboard_docs_choose_type()}</option>
            {documentTypes.map((value) => (
              <option key={value} value={value}>
                {documentTypeLabel[value]()}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={m.dashboard_docs_files_label()}
          hint={m.dashboard_docs_files_hint({ count: formatNumber(MAX_DOCUMENTS_PER_UPLOAD) })}
        >
          <input
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            {...form.register('files')}
            className="w-full min-w-0 text-sm file:me-3 file:rounded-full file:border-0 file:bg-brand-800 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
        </FormField>
      </div>
      {upload.isPending && (
        <UploadProgress value={sending.progress} label={m.dashboard_docs_uploading_progress()} onCancel={sending.cancel} />
      )}
      <Button type="submit" className="self-start" disabled={upload.isPending}>
        <Upload aria-hidden />
        {upload.isPending ? m.dashboard_docs_uploading() : m.dashboard_docs_upload()}
      </Button>
    </form>
  );
}

function DocumentList({ documents }: { documents: DocumentRecord[] }) {
  if (documents.length === 0) return <p className="text-muted">{m.dashboard_docs_none()}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-col gap-1 rounded-xl border border-sand-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-brand-900">{documentTypeLabel[document.type]()}</span>
            <ReviewStatusBadge status={document.status} />
            <ExpiryNote expiresOn={document.expiresOn} />
          </div>
          <p className="text-sm break-words text-muted">
            {withParts(m.dashboard_docs_file_line({ ...placeholders('fileName'), date: formatUkShortDate(document.createdAt) }), {
              fileName: <bdi className="break-all">{document.originalFileName}</bdi>,
            })}
          </p>
          {document.fileDeletedAt && <p className="text-sm text-muted">{m.dashboard_docs_file_deleted()}</p>}
          {document.notes && (
            <p className="rounded-lg bg-sand-100 p-2 text-sm">
              <span className="font-semibold">{m.dashboard_note_from_team()}</span> <bdi>{document.notes}</bdi>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
