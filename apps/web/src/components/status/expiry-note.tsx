import * as m from '@nestway/core/i18n/messages';
import { DOCUMENT_EXPIRY_REMINDER_DAYS, expiryState } from '@nestway/core/expiry-reminders';
import { formatCalendarDate } from '@/i18n/format';
import { Badge } from '@/components/ui/badge';

/** A document's expiry date, for the client and the admin: red once expired, amber within the 30 days before (decision 037). */
export function ExpiryNote({ expiresOn }: { expiresOn: string | null }) {
  if (!expiresOn) return null;
  const date = formatCalendarDate(expiresOn);
  const state = expiryState(expiresOn, new Date(), DOCUMENT_EXPIRY_REMINDER_DAYS);
  if (state === 'expired') return <Badge tone="negative">{m.dashboard_expiry_expired({ date })}</Badge>;
  if (state === 'expiring-soon') return <Badge tone="attention">{m.dashboard_expiry_soon({ date })}</Badge>;
  return <Badge tone="neutral">{m.dashboard_expiry_on({ date })}</Badge>;
}
