import { PartyPopper } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** Shown when the client has nothing left to do: the search is in the team's hands. */
export function ApplicationCompleteCard() {
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardContent className="flex items-start gap-4 p-5 pt-5 sm:p-7 sm:pt-7">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <PartyPopper className="size-6" aria-hidden />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="font-display text-xl font-semibold text-brand-900">Application Complete</h2>
          <p className="text-sm text-ink">
            Your payment is verified and your documents are in. Your consultant is searching for your home and will share viewings here.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
