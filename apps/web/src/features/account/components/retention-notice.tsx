import * as m from '@nestway/core/i18n/messages';
import { formatUkDate } from '@/i18n/format';
import { Clock } from 'lucide-react';
import { useRetentionNotice } from '@/queries/retention';

/**
 * The retention of the client's files as the warning e-mail told them (decision 036): the day they go,
 * or the day they went. Nothing before the warning, nor while it loads or fails: the section still
 * stands without it.
 */
export function RetentionNotice() {
  const { data } = useRetentionNotice();
  if (!data) return null;
  const text = data.deletesOn
    ? m.dashboard_retention_will_delete({ date: formatUkDate(data.deletesOn) })
    : data.deletedOn
      ? m.dashboard_retention_deleted({ date: formatUkDate(data.deletedOn) })
      : null;
  if (!text) return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl border border-accent-200 bg-accent-50/60 p-3 text-sm text-ink">
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-700" />
      {text}
    </p>
  );
}
