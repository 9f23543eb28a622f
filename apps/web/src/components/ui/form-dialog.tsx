import * as m from '@nestway/core/i18n/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { Button, type ButtonProps } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';
import { toastError } from './use-toast';

export type DialogForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

interface FormDialogProps<Input extends FieldValues, Output> {
  /** The button that opens the dialog; without one, the page opens it through `open` and `onOpenChange`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** What the values must satisfy (core's schema, or one built from core's rules); its output is what onSubmit sends. */
  schema: z.ZodMiniType<Output, Input>;
  /** What every opening starts from. */
  defaultValues: DefaultValues<Input>;
  /** Sends the values with a mutation's mutateAsync and toasts the success; the dialog closes once it resolves. */
  onSubmit: (values: Output) => Promise<unknown>;
  /** The toast of a failure, and its words when the server gives none. */
  failureTitle: string;
  failureFallback?: string;
  /** For dialogs that tell invalid values in a toast rather than (or as well as) under the fields. */
  onInvalid?: (errors: FieldErrors<Input>, form: DialogForm<Input, Output>) => void;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  submitVariant?: ButtonProps['variant'];
  /** Submit stays disabled until this holds (the fields it needs are filled in). */
  canSubmit?: (values: Input) => boolean;
  cancelLabel?: string;
  /** Another way to finish, first in the footer (Use Default): it is sent, closes and fails as the submit does. */
  alternative?: { label: ReactNode; send: () => Promise<unknown> };
  /** The fields, registered on the form. */
  children: (form: DialogForm<Input, Output>) => ReactNode;
}

/**
 * A dialog around one react-hook-form form, checked with a zod schema. The form lives inside the
 * dialog's content, which Radix mounts only while it is open: every opening starts from defaultValues,
 * and nothing typed outlives a Cancel. While it sends, Cancel, Escape and the close button wait.
 */
export function FormDialog<Input extends FieldValues, Output>(props: FormDialogProps<Input, Output>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };

  // mutateAsync's promise, not mutate's callbacks: those are dropped when the component that called
  // mutate unmounts, which a successful change often causes (the list it came from is read again).
  const run = async (send: () => Promise<unknown>, form: DialogForm<Input, Output>) => {
    setPending(true);
    try {
      await send();
      setOpen(false);
    } catch (error) {
      for (const issue of serverIssues(error)) if (issue.path) form.setError(issue.path as Path<Input>, { message: issue.message });
      toastError(props.failureTitle, error, props.failureFallback);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {props.trigger && <DialogTrigger asChild>{props.trigger}</DialogTrigger>}
      <DialogContent title={props.title} description={props.description}>
        <DialogFormBody {...props} pending={pending} run={run} />
      </DialogContent>
    </Dialog>
  );
}

interface BodyProps<Input extends FieldValues, Output> extends FormDialogProps<Input, Output> {
  pending: boolean;
  run: (send: () => Promise<unknown>, form: DialogForm<Input, Output>) => Promise<void>;
}

function DialogFormBody<Input extends FieldValues, Output>({ pending, run, ...props }: BodyProps<Input, Output>) {
  // Checked when sent, as the dialogs always were; a message stays until the next attempt.
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaultValues,
    reValidateMode: 'onSubmit',
  });
  const ready = props.canSubmit ? props.canSubmit(form.watch()) : true;
  const submit = form.handleSubmit(
    (values) => run(() => props.onSubmit(values), form),
    (errors) => props.onInvalid?.(errors, form),
  );
  const { alternative } = props;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {props.children(form)}
      <DialogFooter>
        {alternative && (
          <Button variant="ghost" onClick={() => void run(alternative.send, form)} disabled={pending} className="sm:me-auto">
            {alternative.label}
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {props.cancelLabel ?? m.common_cancel()}
          </Button>
        </DialogClose>
        <Button type="submit" variant={props.submitVariant} disabled={!ready || pending}>
          {pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The fields the server refused, as its validation answer lists them. */
const serverIssues = (error: unknown) => (error instanceof ApiError ? (error.body.issues ?? []) : []);
