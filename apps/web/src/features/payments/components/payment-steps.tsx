import { formatMoney } from '@/i18n/format';
import { PROOF_VERIFICATION_HOURS } from '@nestway/core/payments';
import { ListOrdered } from 'lucide-react';
import { SectionCard } from '@/components/ui/section-card';

/** How a bank-transfer payment works, step by step. */
export function PaymentSteps({ feePence }: { feePence: number }) {
  const steps = [
    `Transfer ${formatMoney(feePence)} in GBP to one of the accounts above, with your full name as the reference.`,
    'Take a screenshot or photo of the payment confirmation from your bank.',
    'Upload the image below and submit it.',
    `We verify your payment within ${PROOF_VERIFICATION_HOURS} hours and e-mail you. You can then upload your documents from your dashboard.`,
  ];
  return (
    <SectionCard icon={ListOrdered} title="Payment steps">
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-800 text-xs font-bold text-white">
              {index + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
