import * as m from '@nestway/core/i18n/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROOF_VERIFICATION_HOURS, type ClientPaymentType } from '@nestway/core/payments';
import { ImageOff, ImageUp, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useUploadControl } from '@/lib/use-upload-control';
import { toast, toastError } from '@/components/ui/use-toast';
import { useUploadPaymentProof } from '@/queries/payments';
import { IMAGE_ACCEPT, MAX_UPLOAD_LABEL } from '@nestway/core/uploads';
import { formatNumber } from '@/i18n/format';
import { proofImageProblem } from './proof-image-problem';
import { SectionCard } from '@/components/ui/section-card';

/** The chosen image; none is told in a toast, so it is reported at the form's root. */
const proofFormSchema = z.object({
  proof: z.pipe(
    z.custom<FileList | null | undefined>(),
    z.transform((files, context) => {
      const file = files?.[0];
      if (!file) {
        context.issues.push({ code: 'custom', message: m.onboarding_payment_proof_missing(), input: files, path: ['root'] });
        return z.NEVER;
      }
      return file;
    }),
  ),
});

/** The bank-transfer proof upload: an image, a progress bar while sending, then the dashboard. */
export function ProofUploadForm({ feePence, type }: { feePence: number; type: ClientPaymentType }) {
  const navigate = useNavigate();
  const upload = useUploadPaymentProof();
  const inputId = useId();
  const form = useForm({ resolver: zodResolver(proofFormSchema), defaultValues: { proof: null } });
  const file = form.watch('proof')?.[0] ?? null;
  const fileError = form.formState.errors.proof?.message;
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const sending = useUploadControl();

  useEffect(() => {
    setPreviewFailed(false);
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // An image within the size limit is checked as soon as it is chosen; anything else is refused and the choice emptied.
  const proofField = form.register('proof', {
    onChange: () => {
      const chosen = form.getValues('proof')?.[0];
      const problem = chosen && proofImageProblem(chosen);
      if (problem) {
        form.setValue('proof', null);
        form.setError('proof', { message: problem });
      } else form.clearErrors('proof');
    },
  });

  const submit = form.handleSubmit(
    ({ proof }) => {
      // The promise, not mutate's callbacks: the payments read again on success hide this form, and an
      // unmounted form's callbacks would never run, leaving the client on this page.
      return upload.mutateAsync({ file: proof, feePence, type, onProgress: sending.onProgress, signal: sending.start() }).then(
        () => {
          toast({
            title: m.onboarding_payment_proof_uploaded(),
            description: m.onboarding_payment_proof_uploaded_text({ hours: formatNumber(PROOF_VERIFICATION_HOURS) }),
          });
          void navigate(paths.dashboard);
        },
        (error: unknown) => toastError(m.onboarding_payment_upload_failed(), error, m.onboarding_payment_upload_failed_fallback()),
      );
    },
    () =>
      toast({
        title: m.onboarding_payment_proof_missing_title(),
        description: m.onboarding_payment_proof_missing(),
        variant: 'destructive',
      }),
  );

  return (
    <SectionCard icon={ImageUp} title={m.onboarding_payment_upload_title()}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-muted">{m.onboarding_payment_upload_intro({ size: MAX_UPLOAD_LABEL })}</p>
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/40 px-4 py-6 text-center transition-colors hover:border-brand-400 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400"
        >
          {preview && previewFailed ? (
            // Named as an image but not one (a renamed .exe): said, rather than a broken image.
            <span role="alert" className="flex flex-col items-center gap-1 text-sm text-danger">
              <ImageOff className="size-8" aria-hidden />
              {m.onboarding_payment_cannot_preview()}
            </span>
          ) : preview ? (
            <img
              src={preview}
              alt={m.onboarding_payment_chosen_alt()}
              onError={() => setPreviewFailed(true)}
              className="max-h-40 rounded-lg object-contain shadow-sm"
            />
          ) : (
            <Upload className="size-8 text-brand-500" aria-hidden />
          )}
          <span className="font-semibold text-brand-800">
            {file ? m.onboarding_payment_choose_other_image() : m.onboarding_payment_choose_image()}
          </span>
          <span className="text-sm break-all text-muted" aria-live="polite">
            {file ? file.name : m.onboarding_payment_proof_missing_title()}
          </span>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-label={m.onboarding_payment_proof_input_label()}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            {...proofField}
            disabled={upload.isPending}
          />
        </label>
        {fileError && (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-danger">
            {fileError}
          </p>
        )}
        {upload.isPending && (
          <UploadProgress value={sending.progress} label={m.onboarding_payment_uploading_proof()} onCancel={sending.cancel} />
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={upload.isPending}>
          {upload.isPending ? m.onboarding_payment_uploading() : m.onboarding_payment_submit_proof()}
        </Button>
      </form>
    </SectionCard>
  );
}
