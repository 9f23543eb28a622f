import * as m from '@nestway/core/i18n/messages';
import { ScrollText } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PageContent } from '@/components/query/page-content';
import { useSignedInUser } from '@/queries/auth';
import { ClientTaskPage } from '@/components/session/client-task-page';
import { Card, CardContent } from '@/components/ui/card';
import { useTermsSignature } from '@/queries/terms';
import { SignTermsForm } from '../components/sign-terms-form';
import { SignedSummary } from '../components/signed-summary';
import { TermsText } from '../components/terms-text';

/** /terms-and-conditions: read to the end, then sign; or the signed summary. */
export function TermsPage() {
  const signature = useTermsSignature();
  return (
    <ClientTaskPage>
      <PageContent reads={{ signature }} failure={m.onboarding_terms_load_failed()}>
        {(answers) => (answers.signature ? <SignedSummary record={answers.signature} /> : <Terms />)}
      </PageContent>
    </ClientTaskPage>
  );
}

function Terms() {
  const user = useSignedInUser();
  const [readToEnd, setReadToEnd] = useState(false);
  const reachedEnd = useCallback(() => setReadToEnd(true), []);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <span aria-hidden className="h-1 w-6 rounded-full bg-accent-400" />
          {m.onboarding_terms_before_you_pay()}
        </p>
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">{m.onboarding_terms_title()}</h1>
        <p className="max-w-2xl text-muted">{m.onboarding_terms_intro()}</p>
      </header>
      <Card>
        <CardContent className="flex flex-col gap-6 p-4 pt-4 sm:p-8 sm:pt-8">
          <TermsText onReachedEnd={reachedEnd} />
          {readToEnd ? (
            <SignTermsForm defaultName={user.fullName} />
          ) : (
            <p
              role="status"
              className="flex items-center justify-center gap-2 rounded-xl bg-accent-50 px-4 py-3 text-center text-sm font-medium text-accent-700"
            >
              <ScrollText className="size-4 shrink-0" aria-hidden />
              {m.onboarding_terms_scroll_to_sign()}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
