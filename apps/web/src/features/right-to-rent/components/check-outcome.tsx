import * as m from '@nestway/core/i18n/messages';
import type { RightToRentCheck } from '@nestway/core/right-to-rent';
import { formatCalendarDate } from '@/i18n/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const outcomeTones = { unlimited: 'positive', 'time-limited': 'info', 'no-right': 'negative' } as const satisfies Record<
  RightToRentCheck['outcome'],
  BadgeTone
>;

/** Each outcome in the build's language (core's rightToRentOutcomeLabels are the English ones). */
const outcomeLabel = {
  unlimited: m.dashboard_rtr_outcome_unlimited,
  'time-limited': m.dashboard_rtr_outcome_time_limited,
  'no-right': m.dashboard_rtr_outcome_no_right,
} satisfies Record<RightToRentCheck['outcome'], () => string>;

/**
 * A recorded Right to Rent check as both the client and the staff read it (decision 037); a permission
 * ending within 28 days is a follow-up to the staff, and "ending soon" to the client.
 */
export function CheckOutcome({ check, forStaff = false }: { check: RightToRentCheck; forStaff?: boolean }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={outcomeTones[check.outcome]}>{outcomeLabel[check.outcome]()}</Badge>
        {check.followUpDue && <Badge tone="attention">{forStaff ? 'Follow-up due' : m.dashboard_rtr_ending_soon()}</Badge>}
      </div>
      <p className="text-sm text-ink">
        {check.permissionExpiresOn
          ? m.dashboard_rtr_checked_on_ends({
              checked: formatCalendarDate(check.checkedOn),
              ends: formatCalendarDate(check.permissionExpiresOn),
            })
          : m.dashboard_rtr_checked_on({ checked: formatCalendarDate(check.checkedOn) })}
      </p>
    </div>
  );
}
