import { rightToRentOutcomeLabels, type RightToRentCheck } from '@nestway/core/right-to-rent';
import { formatCalendarDate } from '@/i18n/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const outcomeTones = { unlimited: 'positive', 'time-limited': 'info', 'no-right': 'negative' } as const satisfies Record<
  RightToRentCheck['outcome'],
  BadgeTone
>;

/**
 * A recorded Right to Rent check as both the client and the staff read it (decision 037); a permission
 * ending within 28 days is a follow-up to the staff, and "ending soon" to the client.
 */
export function CheckOutcome({ check, forStaff = false }: { check: RightToRentCheck; forStaff?: boolean }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={outcomeTones[check.outcome]}>{rightToRentOutcomeLabels[check.outcome]}</Badge>
        {check.followUpDue && <Badge tone="attention">{forStaff ? 'Follow-up due' : 'Ending soon'}</Badge>}
      </div>
      <p className="text-sm text-ink">
        Checked on {formatCalendarDate(check.checkedOn)}
        {check.permissionExpiresOn && <>; permission ends on {formatCalendarDate(check.permissionExpiresOn)}</>}.
      </p>
    </div>
  );
}
