import { fillPath } from '@nestway/core/contract';
import { documentsApi } from '@nestway/core/contracts/documents';
import {
  documentMessages,
  documentReviewRequestSchema,
  documentTypeLabels,
  hasExpiryDate,
  type DocumentRecord,
} from '@nestway/core/documents';
import { formatFileSizeKb } from '@nestway/core/file-size';
import { formatUkShortDate } from '@nestway/core/uk-time';
import { isImageType } from '@nestway/core/uploads';
import { CircleCheck, CircleX, Download, Eye, FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { useReviewDocument } from '@/queries/documents';
import { ExpiryNote } from '@/components/status/expiry-note';
import { useSaveReasonForNextTime } from '@/queries/rejection-reasons';
import { SaveReasonCheckbox, SavedReasonPicker } from '@/components/rejection-reasons/saved-reasons';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/use-toast';

const downloadUrl = (document: DocumentRecord) => fillPath(documentsApi.download.path, { id: document.id });

type Review = { document: DocumentRecord; decision: 'verified' | 'rejected' };

/** The decision, and the note as typed: the server trims it and gives a blank rejection the default words. */
const reviewFormSchema = z.extend(documentReviewRequestSchema, {
  notes: z.string(),
  // An empty date field is no expiry date, left out of the body; the server checks a given one.
  expiresOn: z.pipe(
    z.string(),
    z.transform((date) => date || undefined),
  ),
});

/** Documents on the admin's client page: each file with its status, download, preview, and the review of pending ones. */
interface AdminDocumentsSectionProps {
  clientId: string;
  documents: DocumentRecord[];
  /** The page's Upload File for User button (the shared-files feature's dialog). */
  uploadForUser: ReactNode;
}

export function AdminDocumentsSection({ clientId, documents, uploadForUser }: AdminDocumentsSectionProps) {
  const [preview, setPreview] = useState<DocumentRecord | null>(null);
  const [review, setReview] = useState<Review | null>(null);

  return (
    <DetailSection
      title="Documents"
      icon={<FileText aria-hidden />}
      actions={
        <>
          {documents.some((document) => document.filePath !== null) && (
            <Button variant="outline" size="sm" asChild>
              <a href={fillPath(documentsApi.downloadAll.path, { id: clientId })} download>
                <Download aria-hidden />
                Download All Files
              </a>
            </Button>
          )}
          {uploadForUser}
        </>
      }
    >
      {documents.length === 0 ? (
        <p className="text-muted">No documents uploaded yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-col gap-2 rounded-xl border border-sand-200 px-4 py-3 @3xl:flex-row @3xl:items-center @3xl:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-brand-900">{documentTypeLabels[document.type]}</span>
                  <ReviewStatusBadge status={document.status} />
                  <ExpiryNote expiresOn={document.expiresOn} />
                </div>
                <p className="text-sm wrap-anywhere text-muted">
                  {document.originalFileName} · {formatFileSizeKb(document.sizeBytes)} · uploaded {formatUkShortDate(document.createdAt)}
                </p>
                {document.notes && <p className="text-sm">Note: {document.notes}</p>}
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                {document.filePath === null ? (
                  <p className="text-sm text-muted">{documentMessages.fileDeletedLabel}</p>
                ) : (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setPreview(document)}
                      aria-label={`Preview ${document.originalFileName}`}
                    >
                      <Eye aria-hidden />
                      Preview
                    </Button>
                    <Button variant="outline" size="sm" asChild>
                      <a
                        href={downloadUrl(document)}
                        download={document.originalFileName}
                        aria-label={`Download ${document.originalFileName}`}
                      >
                        <Download aria-hidden />
                        Download
                      </a>
                    </Button>
                  </>
                )}
                {document.status === 'pending' && (
                  <>
                    <Button size="sm" onClick={() => setReview({ document, decision: 'verified' })}>
                      <CircleCheck aria-hidden />
                      Verify
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-danger"
                      onClick={() => setReview({ document, decision: 'rejected' })}
                    >
                      <CircleX aria-hidden />
                      Reject
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {preview && isImageType(preview.contentType) ? (
        <ImagePreviewDialog src={downloadUrl(preview)} title={preview.originalFileName} open onOpenChange={() => setPreview(null)} />
      ) : (
        <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
          <DialogContent title={preview?.originalFileName ?? 'Preview'} description="This file cannot be shown here.">
            <p>{preview?.contentType === 'application/pdf' ? 'PDF files' : 'Word documents'} can only be downloaded.</p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              {preview && (
                <Button asChild>
                  <a href={downloadUrl(preview)} download={preview.originalFileName}>
                    <Download aria-hidden />
                    Download
                  </a>
                </Button>
              )}
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
      {review && <ReviewDialog review={review} onClose={() => setReview(null)} />}
    </DetailSection>
  );
}

/** Shown while a review is chosen: open from its mounting, closed by onClose. */
function ReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const decide = useReviewDocument();
  const saveReason = useSaveReasonForNextTime();
  const [keepReason, setKeepReason] = useState(false);
  const rejecting = review.decision === 'rejected';

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={rejecting ? 'Reject Document' : 'Verify Document'}
      description={`${documentTypeLabels[review.document.type]}: ${review.document.originalFileName}`}
      schema={reviewFormSchema}
      defaultValues={{ status: review.decision, notes: '', expiresOn: '' }}
      onSubmit={(body) =>
        decide.mutateAsync({ params: { id: review.document.id }, body }).then(async () => {
          toast({ title: rejecting ? 'Document rejected' : 'Document verified', description: 'The client has been e-mailed.' });
          const reason = body.notes.trim();
          if (rejecting && keepReason && reason) await saveReason(reason, 'document');
        })
      }
      failureTitle="Failed to update document"
      submitLabel={rejecting ? 'Reject Document' : 'Verify Document'}
      pendingLabel="Saving..."
      submitVariant={rejecting ? 'danger' : 'primary'}
    >
      {(form) => (
        <>
          {!rejecting && hasExpiryDate(review.document.type) && (
            <FormField
              label="Expiry date (optional)"
              hint="The client and the staff are e-mailed 30 days before it."
              error={form.formState.errors.expiresOn?.message}
            >
              <Input type="date" {...form.register('expiresOn')} />
            </FormField>
          )}
          {rejecting && (
            <SavedReasonPicker
              kind="document"
              onPick={(text) => form.setValue('notes', text, { shouldDirty: true, shouldValidate: true })}
            />
          )}
          <FormField
            label={rejecting ? 'Reason for the client' : 'Note for the client (optional)'}
            hint={rejecting ? `Left blank, the client reads: “${documentMessages.defaultRejection}”` : undefined}
            error={form.formState.errors.notes?.message}
          >
            <TextArea rows={3} {...form.register('notes')} />
          </FormField>
          {rejecting && <SaveReasonCheckbox checked={keepReason} onChange={setKeepReason} disabled={!form.watch('notes').trim()} />}
        </>
      )}
    </FormDialog>
  );
}
