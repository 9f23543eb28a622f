import { reasonsFor, type RejectionKind } from '@nestway/core/rejection-reasons';
import { paths } from '@nestway/core/web-routes';
import { useId } from 'react';
import { Link } from 'react-router';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useRejectionReasons } from '@/queries/rejection-reasons';

interface SavedReasonPickerProps {
  kind: RejectionKind;
  /** Called with the reason picked: the dialog puts it in its note, where it stays editable. */
  onPick: (text: string) => void;
}

/** A reject dialog's list of staff's saved reasons (decision 038); free text stays possible beside it. */
export function SavedReasonPicker({ kind, onPick }: SavedReasonPickerProps) {
  const id = useId();
  const reasons = useRejectionReasons();
  const offered = reasons.isSuccess ? reasonsFor(reasons.data.reasons, kind) : [];
  const status = reasons.isPending
    ? 'Loading saved reasons...'
    : reasons.isError
      ? 'Saved reasons could not be loaded: type the reason instead.'
      : offered.length === 0
        ? 'No saved reasons yet.'
        : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={id}>Saved rejection reasons</Label>
        <Link to={paths.adminRejectionReasons} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Manage the list
        </Link>
      </div>
      <NativeSelect id={id} value="" disabled={offered.length === 0} onChange={(event) => event.target.value && onPick(event.target.value)}>
        <option value="">{status ?? 'Pick a reason to fill the note...'}</option>
        {offered.map((reason) => (
          <option key={reason.id} value={reason.text}>
            {reason.text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

interface SaveReasonCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Off while the note is blank: there is nothing to save. */
  disabled: boolean;
}

/** "Save this reason for next time": the dialog saves the note once the rejection has gone through. */
export function SaveReasonCheckbox({ checked, onChange, disabled }: SaveReasonCheckboxProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 text-sm has-disabled:cursor-not-allowed has-disabled:text-muted"
    >
      <input
        id={id}
        type="checkbox"
        className="size-4 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
        checked={checked && !disabled}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      Save this reason for next time
    </label>
  );
}
