import * as m from '@nestway/core/i18n/messages';
import { formatUkDateTime } from '@/i18n/format';
import { MessagesSquare } from 'lucide-react';
import { useMessages } from '@/queries/messages';
import { SectionCard } from '@/components/ui/section-card';
import { QueryContent } from '@/components/query/query-content';

/** Messages from Admin: every message the team sent, newest first, with its date. */
export function MessagesSection() {
  const messages = useMessages();
  return (
    <SectionCard icon={MessagesSquare} title={m.dashboard_messages_title()}>
      <QueryContent query={messages} loading={m.dashboard_messages_loading()} failure={m.dashboard_messages_load_failed()}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-muted">{m.dashboard_messages_none()}</p>
          ) : (
            <ul className="flex max-h-96 flex-col gap-3 overflow-y-auto">
              {list.map((message) => (
                <li key={message.id} className="rounded-xl border border-sand-200 bg-sand-50 p-4">
                  <p className="text-xs font-semibold text-muted">{formatUkDateTime(message.createdAt)}</p>
                  <p dir="auto" className="mt-1 whitespace-pre-line">
                    {message.message}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </SectionCard>
  );
}
