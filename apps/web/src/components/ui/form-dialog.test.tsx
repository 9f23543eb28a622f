import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { Button } from './button';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { TextArea } from './text-area';
import { toast } from './use-toast';

const REASON_REQUIRED = 'Please give a reason.';
const reasonSchema = z.object({
  reason: z.pipe(
    z.string().check(z.trim(), z.minLength(1, REASON_REQUIRED)),
    z.transform((text) => text.toUpperCase()),
  ),
});

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function ReasonDialog({ onSubmit }: { onSubmit: (values: { reason: string }) => Promise<unknown> }) {
  return (
    <FormDialog
      trigger={<Button>Give Reason</Button>}
      title="Why?"
      schema={reasonSchema}
      defaultValues={{ reason: 'Because' }}
      onSubmit={onSubmit}
      failureTitle="Failed to save reason"
      submitLabel="Save Reason"
      pendingLabel="Saving..."
    >
      {(form) => (
        <FormField label="Reason" error={form.formState.errors.reason?.message}>
          <TextArea {...form.register('reason')} />
        </FormField>
      )}
    </FormDialog>
  );
}

const reasonField = () => within(screen.getByRole('dialog', { name: 'Why?' })).getByLabelText<HTMLTextAreaElement>('Reason');

describe('FormDialog', () => {
  it('moves focus into the dialog, and starts every opening from the default values', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReasonDialog onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Give Reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.clear(reasonField());
    await user.type(reasonField(), 'Typed, then cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Give Reason' }));
    expect(reasonField().value).toBe('Because');
  });

  it("shows the schema's message under its field and sends nothing while the values fail it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<ReasonDialog onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Give Reason' }));
    await user.clear(reasonField());
    await user.click(screen.getByRole('button', { name: 'Save Reason' }));
    expect(await screen.findByText(REASON_REQUIRED)).toBeTruthy();
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the schema's output, shows the pending label and holds the dialog open until the answer, then closes", async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onSubmit = vi.fn(() => answer.promise);
    renderWithProviders(<ReasonDialog onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Give Reason' }));
    await user.type(reasonField(), ' it rained ');
    await user.click(screen.getByRole('button', { name: 'Save Reason' }));

    expect(onSubmit).toHaveBeenCalledWith({ reason: 'BECAUSE IT RAINED' });
    const dialog = screen.getByRole('dialog', { name: 'Why?' });
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Saving...' }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Why?' })).toBeTruthy();

    answer.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog and its values on a failure, toasts it, and puts the server's field issues under their fields", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(
      400,
      JSON.stringify({
        code: 'validation_failed',
        message: 'Reason is too rude.',
        issues: [{ path: 'reason', message: 'Reason is too rude.' }],
      }),
    );
    renderWithProviders(<ReasonDialog onSubmit={() => Promise.reject(refusal)} />);
    await user.click(screen.getByRole('button', { name: 'Give Reason' }));
    await user.type(reasonField(), '!');
    await user.click(screen.getByRole('button', { name: 'Save Reason' }));

    expect(await screen.findByText('Failed to save reason')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Why?' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Reason is too rude.');
    expect(reasonField().value).toBe('Because!');
    expect(within(dialog).getByRole('button', { name: 'Save Reason' })).toBeTruthy();
  });

  it('shows the toast of a success even when the answer removes the dialog from the page', async () => {
    const user = userEvent.setup();
    /** As a list read again after the change would: the dialog's row goes once the mutation succeeds. */
    function Page() {
      const [shown, setShown] = useState(true);
      const save = useMutation({ mutationFn: () => Promise.resolve('saved'), onSuccess: () => setShown(false) });
      if (!shown) return <p>Row gone</p>;
      return <ReasonDialog onSubmit={() => save.mutateAsync().then(() => toast({ title: 'Reason saved' }))} />;
    }
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Give Reason' }));
    await user.click(screen.getByRole('button', { name: 'Save Reason' }));

    expect(await screen.findByText('Row gone')).toBeTruthy();
    expect(await screen.findByText('Reason saved')).toBeTruthy();
  });
});
