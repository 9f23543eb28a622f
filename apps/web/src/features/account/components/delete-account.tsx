import * as m from '@nestway/core/i18n/messages';
import { deleteAccountRequestSchema } from '@nestway/core/account-deletion';
import { messages as authMessages } from '@nestway/core/auth';
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
import { formatNumber } from '@/i18n/format';
import { refusalText } from '@/i18n/refusal-text';
import { placeholders, withParts } from '@/i18n/rich-text';

/** How long a deleted account's payments are kept, as UK tax law requires. */
const PAYMENT_RECORD_YEARS = 6;

/** The password's refusal (core's English) in the build's language. */
const passwordRefusal = refusalText(new Map([[authMessages.passwordRequired, m.auth_validation_password_required]]));

/**
 * Delete my account (docs/decisions/034-account-deletion.md): a danger button, then a dialog that says
 * what goes and what stays and asks for the password. Once deleted, the client lands on the home page,
 * signed out, with the message that it was (the server's words in English, the build's in the other languages). A wrong password is told in a toast and the dialog stays open.
 */
export function DeleteAccount({ groupRole }: { groupRole: GroupRole | null }) {
  const remove = useDeleteAccount();
  const leave = useLeaveSignedIn();
  return (
    <FormDialog
      trigger={
        <Button variant="danger" className="self-start">
          <Trash2 aria-hidden />
          {m.dashboard_delete_button()}
        </Button>
      }
      title={m.dashboard_delete_title()}
      description={m.dashboard_delete_description()}
      schema={deleteAccountRequestSchema}
      defaultValues={{ password: '' }}
      canSubmit={({ password }) => password !== ''}
      onSubmit={(body) => remove.mutateAsync({ body }).then(() => leave(m.dashboard_delete_done()))}
      failureTitle={m.dashboard_delete_failed()}
      failureFallback={m.dashboard_try_again()}
      submitLabel={m.dashboard_delete_button()}
      pendingLabel={m.dashboard_delete_deleting()}
      cancelLabel={m.dashboard_cancel()}
      submitVariant="danger"
    >
      {(form) => (
        <>
          <div className="flex flex-col gap-3 text-sm text-ink">
            <p>
              <strong>{m.dashboard_delete_gone_label()}</strong> {m.dashboard_delete_gone()}
            </p>
            <p>
              <strong>{m.dashboard_delete_kept_label()}</strong> {m.dashboard_delete_kept({ years: formatNumber(PAYMENT_RECORD_YEARS) })}
            </p>
            {groupRole === 'leader' && (
              <p>
                <strong>{m.dashboard_delete_group_label()}</strong> {m.dashboard_delete_group()}
              </p>
            )}
            <p>
              {withParts(m.dashboard_delete_confirmation(placeholders('link')), {
                link: (
                  <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-4">
                    {m.dashboard_privacy_notice()}
                  </Link>
                ),
              })}
            </p>
          </div>
          <FormField label={m.dashboard_delete_password()} error={passwordRefusal(form.formState.errors.password?.message)}>
            <PasswordInput {...form.register('password')} autoComplete="current-password" autoFocus />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
