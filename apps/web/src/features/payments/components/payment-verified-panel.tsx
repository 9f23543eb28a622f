import * as m from '@nestway/core/i18n/messages';
import { brand, whatsAppLink } from '@nestway/core/brand';
import { hasSubmittedDocuments } from '@nestway/core/client-progress';
import { formatMoney, formatUkDateTime } from '@/i18n/format';
import { ltrInText } from '@/i18n/bidi';
import type { PaymentRecord } from '@nestway/core/payments';
import { BadgeCheck, Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { CalloutCard } from '@/components/ui/callout-card';
import { ExternalLink } from '@/components/ui/external-link';
import { useDocuments } from '@/queries/documents';

/** What comes after the upfront fee: the documents, unless they are in already (the rule What's Next reads). */
function UpfrontNextStep() {
  const documents = useDocuments();
  if (!documents.isSuccess) return null;
  return hasSubmittedDocuments(documents.data) ? m.onboarding_payment_documents_in() : m.onboarding_payment_documents_next();
}

/** Shown instead of the payment options once a payment is verified: of the upfront fee, or of the rest of the fee. */
export function PaymentVerifiedPanel({ payment, balance = false }: { payment: PaymentRecord; balance?: boolean }) {
  return (
    <CalloutCard
      tone="success"
      icon={BadgeCheck}
      headingLevel={1}
      title={m.onboarding_payment_verified_title()}
      details={
        <div className="flex w-full flex-col gap-3 rounded-2xl bg-sand-50 p-5">
          <p className="text-sm font-medium text-ink">{m.onboarding_payment_questions()}</p>
          <div className="flex flex-col justify-center gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <ExternalLink href={whatsAppLink(brand.adminWhatsApp)}>
                <MessageCircle aria-hidden />
                WhatsApp
              </ExternalLink>
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${brand.supportEmail}`} dir="ltr">
                <Mail aria-hidden />
                {brand.supportEmail}
              </a>
            </Button>
          </div>
        </div>
      }
      actions={
        <Button asChild size="lg">
          <Link to={paths.dashboard}>{m.onboarding_go_to_dashboard()}</Link>
        </Button>
      }
    >
      {payment.verifiedAt
        ? m.onboarding_payment_verified_on({
            amount: ltrInText(formatMoney(payment.amountPence)),
            date: formatUkDateTime(payment.verifiedAt),
          })
        : m.onboarding_payment_verified({ amount: ltrInText(formatMoney(payment.amountPence)) })}{' '}
      {balance ? m.onboarding_payment_paid_in_full() : <UpfrontNextStep />}
    </CalloutCard>
  );
}
