import { paymentMessages, type ClientPaymentType } from '@nestway/core/payments';
import { ImageUp, Upload } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast, toastError } from '@/components/ui/use-toast';
import { useUploadPaymentProof } from '@/api/payments';
import { IMAGE_ACCEPT, IMAGE_UPLOAD_LABEL, isImageType } from '@nestway/core/uploads';
import { SectionCard } from '@/components/ui/section-card';

/** The bank-transfer proof upload: an image, a progress bar while sending, then the dashboard. */
export function ProofUploadForm({ feePence, type }: { feePence: number; type: ClientPaymentType }) {
  const navigate = useNavigate();
  const upload = useUploadPaymentProof();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isImageType(chosen.type)) {
      setFile(null);
      setFileError(paymentMessages.proofNotImage);
      event.target.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast({ title: paymentMessages.proofMissingTitle, description: paymentMessages.proofMissing, variant: 'destructive' });
      return;
    }
    setProgress(0);
    // The promise, not mutate's callbacks: the payments read again on success hide this form, and an
    // unmounted form's callbacks would never run, leaving the client on this page.
    upload.mutateAsync({ file, feePence, type, onProgress: setProgress }).then(
      () => {
        toast({ title: 'Payment proof uploaded successfully', description: 'Your payment will be verified within 24 hours.' });
        void navigate(paths.dashboard);
      },
      (error: unknown) => toastError('Failed to upload payment proof', error, 'Payment upload failed'),
    );
  };

  return (
    <SectionCard icon={ImageUp} title="Upload your payment proof">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-muted">A screenshot or photo of your bank's payment confirmation: {IMAGE_UPLOAD_LABEL}.</p>
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/40 px-4 py-6 text-center transition-colors hover:border-brand-400 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400"
        >
          {preview ? (
            <img src={preview} alt="The payment proof you chose" className="max-h-40 rounded-lg object-contain shadow-sm" />
          ) : (
            <Upload className="size-8 text-brand-500" aria-hidden />
          )}
          <span className="font-semibold text-brand-800">{file ? 'Choose a different image' : 'Choose an image'}</span>
          <span className="text-sm break-all text-muted" aria-live="polite">
            {file ? file.name : 'No file selected'}
          </span>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-label="Payment proof image"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            onChange={choose}
            disabled={upload.isPending}
          />
        </label>
        {fileError && (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-danger">
            {fileError}
          </p>
        )}
        {upload.isPending && <Progress value={progress} label="Uploading payment proof" />}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Submit Payment Proof'}
        </Button>
      </form>
    </SectionCard>
  );
}
