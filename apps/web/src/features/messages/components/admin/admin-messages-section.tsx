import { zodResolver } from '@hookform/resolvers/zod';
import { sendMessageRequestSchema } from '@nestway/core/messages';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { MessagesSquare } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useClientMessages, useSendMessage } from '@/queries/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { FormField } from '@/components/ui/form-field';
import { LatestList } from '@/components/ui/latest-list';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { QueryContent } from '@/components/query/query-content';

/** Admin Feedback and Message History on the client page: write to the client, and see what was sent and read. */
export function AdminMessagesSection({ clientId }: { clientId: string }) {
  const history = useClientMessages(clientId);
  const send = useSendMessage();
  const form = useForm({ resolver: zodResolver(sendMessageRequestSchema), defaultValues: { message: '' } });
  const onSubmit = form.handleSubmit((body) =>
    send.mutate(
      { params: { id: clientId }, body },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Message sent', description: 'The client will see it when they next open their dashboard.' });
        },
        onError: (error) => toastError('Failed to send message', error),
      },
    ),
  );
  return (
    <DetailSection title="Admin Feedback" icon={<MessagesSquare aria-hidden />}>
      <div className="flex flex-col gap-5">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <FormField label="Message to the client" error={form.formState.errors.message?.message}>
            <TextArea rows={3} {...form.register('message')} />
          </FormField>
          <Button type="submit" className="self-start" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-brand-900">Message History</h3>
          <QueryContent query={history} loading="Loading messages..." failure="The messages could not be loaded.">
            {(list) =>
              list.length === 0 ? (
                <p className="text-muted">No messages sent yet.</p>
              ) : (
                <LatestList
                  items={list}
                  label="Message History"
                  noun="messages"
                  itemKey={(message) => message.id}
                  renderItem={(message) => (
                    <li className="rounded-xl border border-sand-200 px-3 py-2">
                      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                        {formatUkDateTime(message.createdAt)}
                        {message.isRead ? <Badge tone="positive">Read</Badge> : <Badge>Unread</Badge>}
                      </p>
                      <p className="mt-1 text-sm whitespace-pre-line">{message.message}</p>
                    </li>
                  )}
                  className="flex flex-col gap-2"
                />
              )
            }
          </QueryContent>
        </div>
      </div>
    </DetailSection>
  );
}
