import * as m from '@nestway/core/i18n/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { isUpfrontFeeAgreed } from '@nestway/core/payments';
import { signTermsRequestSchema, termsMessages } from '@nestway/core/terms';
import { PenLine } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useSignedInUser } from '@/queries/auth';
import { useConsultation } from '@/queries/consultations';
import { useMyGroup } from '@/queries/groups';
import { usePayments } from '@/queries/payments';
import { useSignTerms } from '@/queries/terms';
import { signatureFont } from './signature-style';

/** What signing leads to: payment once the fee is agreed; else the dashboard, where the next step is. */
const afterSigning = {
  pay: { description: m.onboarding_terms_signed_then_pay, to: paths.paymentInstructions },
  consult: { description: m.onboarding_terms_signed_then_consult, to: paths.dashboard },
  cotenant: { description: m.onboarding_terms_signed_cotenant, to: paths.dashboard },
} as const;

/** The signing form's errors (core's English, which the API answers too) as the page's language says them. */
const errorText: Record<string, () => string> = {
  [termsMessages.fullNameRequired]: m.onboarding_terms_full_name_required,
  [termsMessages.signatureRequired]: m.onboarding_terms_signature_required,
  [termsMessages.mustAgree]: m.onboarding_terms_must_agree,
  'Full name must be at most 100 characters': m.onboarding_terms_full_name_too_long,
  'Signature must be at most 100 characters': m.onboarding_terms_signature_too_long,
};
const translated = (message: string | undefined) => message && (errorText[message]?.() ?? message);

/**
 * Full name, typed signature and agreement; on success the client goes on to payment once the fee is
 * agreed (`isUpfrontFeeAgreed`), else to the dashboard, where their next step (the consultation) is; a
 * co-tenant, whose leader pays (decision 006), to the dashboard.
 */
export function SignTermsForm({ defaultName }: { defaultName: string }) {
  const navigate = useNavigate();
  const sign = useSignTerms();
  const user = useSignedInUser();
  const consultation = useConsultation();
  const payments = usePayments();
  // Read alongside the form: until it answers, signing reads as a client's.
  const isCotenant = useMyGroup().data?.role === 'cotenant';
  const feeAgreed =
    consultation.isSuccess &&
    payments.isSuccess &&
    isUpfrontFeeAgreed({ consultation: consultation.data, feeSetByAdmin: user.customPaymentAmount !== null, payments: payments.data });
  const form = useForm({
    resolver: zodResolver(signTermsRequestSchema),
    defaultValues: { fullName: defaultName, signature: '', hasAgreed: false },
  });
  const { errors } = form.formState;
  const signature = form.watch('signature');

  const onSubmit = form.handleSubmit((values) =>
    sign.mutate(values, {
      onSuccess: () => {
        const next = afterSigning[isCotenant ? 'cotenant' : feeAgreed ? 'pay' : 'consult'];
        toast({ title: m.onboarding_terms_signed_title(), description: next.description() });
        void navigate(next.to);
      },
      onError: (error) => toastError(m.onboarding_terms_sign_failed(), error),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby="sign-terms-heading">
      <h2 id="sign-terms-heading" className="flex items-center gap-2 font-display text-xl font-semibold text-brand-900">
        <PenLine className="size-5 text-accent-500" aria-hidden />
        {m.onboarding_terms_sign_heading()}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={m.onboarding_terms_full_name()} error={translated(errors.fullName?.message)}>
          <Input autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <FormField
          label={m.onboarding_terms_signature()}
          error={translated(errors.signature?.message)}
          hint={m.onboarding_terms_signature_hint()}
        >
          <Input autoComplete="off" kind="signature" style={signatureFont} {...form.register('signature')} />
        </FormField>
      </div>
      {signature.trim().length > 0 && (
        <div
          aria-hidden
          className="rounded-xl border border-dashed border-brand-200 bg-white px-5 py-3 text-3xl text-brand-900"
          style={signatureFont}
        >
          {signature}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 bg-white p-4 text-sm text-ink has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/60">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
            aria-invalid={errors.hasAgreed ? true : undefined}
            aria-describedby={errors.hasAgreed ? 'has-agreed-error' : undefined}
            {...form.register('hasAgreed')}
          />
          <span>{m.onboarding_terms_agree()}</span>
        </label>
        {errors.hasAgreed && (
          <p id="has-agreed-error" role="alert" className="text-sm font-medium text-danger">
            {translated(errors.hasAgreed.message)}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={sign.isPending}>
        {sign.isPending ? m.onboarding_terms_signing() : m.onboarding_terms_sign()}
      </Button>
    </form>
  );
}
