import * as m from '@nestway/core/i18n/messages';
import { MESSAGE_RESHOW_GUARD_MS } from '@nestway/core/messages';
import { formatUkDateTime } from '@/i18n/format';
import { useEffect, useState } from 'react';
import { useMarkMessageRead, useUnreadMessages } from '@/queries/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { toastError } from '@/components/ui/use-toast';

/**
 * A new message from the admin team, shown once in a dialog; OK marks it read. After OK, the next
 * unread message waits out the re-show guard, so the one just read cannot flash up again while the
 * list is read anew.
 */
export function MessagePopup() {
  const unread = useUnreadMessages();
  const markRead = useMarkMessageRead();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [guarded, setGuarded] = useState(false);
  useEffect(() => {
    if (!guarded) return;
    const timer = setTimeout(() => setGuarded(false), MESSAGE_RESHOW_GUARD_MS);
    return () => clearTimeout(timer);
  }, [guarded]);

  const message = guarded ? undefined : unread.data?.find((candidate) => !dismissed.has(candidate.id));
  if (!message) return null;

  const acknowledge = () => {
    setDismissed((ids) => new Set(ids).add(message.id));
    setGuarded(true);
    markRead.mutate({ params: { id: message.id } }, { onError: (error) => toastError(m.dashboard_messages_mark_failed(), error) });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && acknowledge()}>
      <DialogContent
        title={m.dashboard_messages_new_title()}
        description={m.dashboard_messages_sent({ date: formatUkDateTime(message.createdAt) })}
      >
        <p dir="auto" className="whitespace-pre-line text-ink">
          {message.message}
        </p>
        <DialogFooter>
          <Button onClick={acknowledge}>{m.dashboard_messages_ok()}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
