import { HOME_OFFICE_CHECK_URL, type RightToRentRecord } from '@nestway/core/right-to-rent';
import { ukCalendarDate } from '@nestway/core/booking';
import { formatCalendarDate } from '@nestway/core/uk-time';
import { Download, ShieldCheck } from 'lucide-react';
import { useClientRightToRent, useDownloadCheckResult } from '@/queries/right-to-rent';
import { QueryContent } from '@/components/query/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailSection, Fact, Facts } from '@/components/ui/detail-section';
import { ExternalLink } from '@/components/ui/external-link';
import { toastError } from '@/components/ui/use-toast';
import { CheckOutcome } from '../check-outcome';
import { RecordCheckDialog } from './record-check-dialog';

/** The Right to Rent block of the admin's client page: the code to check, the check form, the latest result. */
export function RightToRentAdminSection({ clientId }: { clientId: string }) {
  const record = useClientRightToRent(clientId);
  return (
    <DetailSection
      title="Right to Rent"
      icon={<ShieldCheck aria-hidden />}
      actions={<RecordCheckDialog clientId={clientId} today={ukCalendarDate(new Date())} />}
    >
      <QueryContent query={record} loading="Loading Right to Rent..." failure="The Right to Rent details could not be loaded.">
        {(current) => <RightToRentFacts record={current} />}
      </QueryContent>
    </DetailSection>
  );
}

function RightToRentFacts({ record }: { record: RightToRentRecord }) {
  const download = useDownloadCheckResult();
  const { check } = record;
  return (
    <div className="flex flex-col gap-5">
      <Facts>
        <Fact label="Share code">
          {record.shareCode ? <span className="font-mono text-base tracking-wider">{record.shareCode}</span> : 'Not given yet'}
          {record.needsNewShareCode && (
            <Badge tone="attention" className="ml-2">
              Over 90 days old
            </Badge>
          )}
        </Fact>
        <Fact label="Date of birth">{record.dateOfBirth ? formatCalendarDate(record.dateOfBirth) : '—'}</Fact>
        <Fact label="Check it on GOV.UK" wide>
          <ExternalLink href={HOME_OFFICE_CHECK_URL} className="font-semibold text-brand-700 underline underline-offset-2">
            Check a tenant’s right to rent (Home Office)
          </ExternalLink>
        </Fact>
      </Facts>
      {check ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-ink">Latest check</h3>
          <CheckOutcome check={check} forStaff />
          {check.resultFileName && (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(
                  { id: check.id, fileName: check.resultFileName! },
                  { onError: (error) => toastError('Failed to open the result', error, 'Please try again.') },
                )
              }
            >
              <Download aria-hidden />
              {download.isPending ? 'Opening...' : 'Home Office result (PDF)'}
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">No check recorded yet.</p>
      )}
    </div>
  );
}
