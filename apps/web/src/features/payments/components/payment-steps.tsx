import * as m from '@nestway/core/i18n/messages';
import { formatMoney, formatNumber } from '@/i18n/format';
import { ltrInText } from '@/i18n/bidi';
import { PROOF_VERIFICATION_HOURS } from '@nestway/core/payments';
import { ListOrdered } from 'lucide-react';
import { SectionCard } from '@/components/ui/section-card';

/** How a bank-transfer payment works, step by step. */
export function PaymentSteps({ feePence }: { feePence: number }) {
  const steps = [
    m.onboarding_payment_step_transfer({ amount: ltrInText(formatMoney(feePence)) }),
    m.onboarding_payment_step_screenshot(),
    m.onboarding_payment_step_upload(),
    m.onboarding_payment_step_verify({ hours: formatNumber(PROOF_VERIFICATION_HOURS) }),
  ];
  return (
    <SectionCard icon={ListOrdered} title={m.onboarding_payment_steps_title()}>
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
