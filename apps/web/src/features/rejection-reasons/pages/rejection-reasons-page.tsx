import { QueryContent } from '@/components/query/query-content';
import { AddReasonForm } from '@/features/rejection-reasons/components/add-reason-form';
import { ReasonList } from '@/features/rejection-reasons/components/reason-list';
import { useRejectionReasons } from '@/queries/rejection-reasons';

/** /admin/rejection-reasons: the team's saved reasons the reject dialogs offer (decision 038). */
export function RejectionReasonsPage() {
  const reasons = useRejectionReasons();
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Rejection Reasons</h1>
        <p className="text-muted">
          The reasons offered when rejecting a document or a payment. Picking one fills the note, which stays editable.
        </p>
      </header>
      <QueryContent query={reasons} loading="Loading reasons..." failure="The saved reasons could not be loaded.">
        {(data) => <ReasonList reasons={data.reasons} />}
      </QueryContent>
      <AddReasonForm />
    </>
  );
}
