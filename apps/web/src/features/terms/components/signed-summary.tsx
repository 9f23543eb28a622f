import type { TermsSignatureRecord } from '@nestway/core/terms';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { signatureFont } from './signature-style';

/** Shown instead of the form once the current terms are signed. */
export function SignedSummary({ record }: { record: TermsSignatureRecord }) {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="flex flex-col items-center gap-6 p-8 pt-8 text-center sm:p-10 sm:pt-10">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-semibold text-brand-900">Terms & Conditions Signed</h1>
          <p className="text-muted">Thank you. Your signature is on record, and you can now proceed to payment.</p>
        </div>
        <dl className="grid w-full gap-4 rounded-2xl bg-sand-50 p-5 text-left sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Full name</dt>
            <dd className="mt-1 font-medium text-ink">{record.fullName}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Signed on</dt>
            <dd className="mt-1 font-medium text-ink">{formatUkDateTime(record.signedDate)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Signature</dt>
            <dd className="mt-1 text-3xl text-brand-900" style={signatureFont}>
              {record.signature}
            </dd>
          </div>
        </dl>
        <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.dashboard}>Go to Dashboard</Link>
          </Button>
          <Button asChild size="lg">
            <Link to={paths.paymentInstructions}>
              Continue to Payment
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
