import { brand, whatsAppLink } from '@nestway/core/brand';
import { formatMoney } from '@nestway/core/money';
import type { PaymentRecord } from '@nestway/core/payments';
import { BadgeCheck, Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { formatUkDateTime } from '@nestway/core/uk-time';

/** Shown instead of the payment options once a payment is verified: of the upfront fee, or of the rest of the fee. */
export function PaymentVerifiedPanel({ payment, balance = false }: { payment: PaymentRecord; balance?: boolean }) {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="flex flex-col items-center gap-6 p-8 pt-8 text-center sm:p-10 sm:pt-10">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
          <BadgeCheck className="size-8" aria-hidden />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-semibold text-brand-900">Payment Verified</h1>
          <p className="text-muted">
            Your payment of {formatMoney(payment.amountPence)}
            {payment.verifiedAt ? ` was verified on ${formatUkDateTime(payment.verifiedAt)}` : ' is verified'}. Thank you!{' '}
            {balance
              ? 'Your service fee is paid in full; your consultant will guide you through reserving the property.'
              : 'Your next step is to upload your documents from your dashboard.'}
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 rounded-2xl bg-sand-50 p-5">
          <p className="text-sm font-medium text-ink">Questions about your payment? Contact the admin team:</p>
          <div className="flex flex-col justify-center gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <ExternalLink href={whatsAppLink(brand.adminWhatsApp)}>
                <MessageCircle aria-hidden />
                WhatsApp
              </ExternalLink>
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${brand.adminEmail}`}>
                <Mail aria-hidden />
                {brand.adminEmail}
              </a>
            </Button>
          </div>
        </div>
        <Button asChild size="lg">
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
