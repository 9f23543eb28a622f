import { deleteAccountRequestSchema } from '@nestway/core/account-deletion';
import type { GroupRole } from '@nestway/core/groups';
import { paths } from '@nestway/core/web-routes';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useDeleteAccount } from '@/queries/account-deletion';
import { useLeaveSignedIn } from '@/components/session/logout';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

/**
 * Delete my account (docs/decisions/034-account-deletion.md): a danger button, then a dialog that says
 * what goes and what stays and asks for the password. Once deleted, the client lands on the home page,
 * signed out, with the server's message. A wrong password is told in a toast and the dialog stays open.
 */
export function DeleteAccount({ groupRole }: { groupRole: GroupRole | null }) {
  const remove = useDeleteAccount();
  const leave = useLeaveSignedIn();
  return (
    <FormDialog
      trigger={
        <Button variant="danger" className="self-start">
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      }
      title="Delete your account?"
      description="This cannot be undone. Enter your password to confirm."
      schema={deleteAccountRequestSchema}
      defaultValues={{ password: '' }}
      canSubmit={({ password }) => password !== ''}
      onSubmit={(body) => remove.mutateAsync({ body }).then((answer) => leave(answer.message))}
      failureTitle="Your account was not deleted"
      failureFallback="Please try again."
      submitLabel="Delete my account"
      pendingLabel="Deleting..."
      submitVariant="danger"
    >
      {(form) => (
        <>
          <div className="flex flex-col gap-3 text-sm text-ink">
            <p>
              <strong>Deleted at once:</strong> your account and sign-ins, details and preferences, consultation, signed terms, documents,
              payment proofs, messages, shared files, viewings, offers and Right to Rent details.
            </p>
            <p>
              <strong>Kept:</strong> the amount, date, method and status of each payment, for 6 years as UK tax law requires, with no name,
              e-mail or link to you. The record of what was done on your account keeps only its number.
            </p>
            {groupRole === 'leader' && (
              <p>
                <strong>Your group ends:</strong> your co-tenants keep their accounts and become clients of their own. We will e-mail them.
              </p>
            )}
            <p>
              We will e-mail you a confirmation. See our{' '}
              <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-4">
                privacy notice
              </Link>
              .
            </p>
          </div>
          <FormField label="Password" error={form.formState.errors.password?.message}>
            <PasswordInput {...form.register('password')} autoComplete="current-password" autoFocus />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
