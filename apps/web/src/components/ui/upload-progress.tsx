import * as m from '@nestway/core/i18n/messages';
import { X } from 'lucide-react';
import { Button } from './button';
import { Progress } from './progress';

/** An upload's progress bar with a Cancel button beside it, which stops the upload. */
export function UploadProgress({ value, label, onCancel }: { value: number; label: string; onCancel: () => void }) {
  return (
    <div className="flex items-end gap-3">
      <Progress value={value} label={label} className="min-w-0 flex-1" />
      <Button type="button" variant="outline" size="sm" onClick={onCancel} aria-label={m.common_cancel_upload({ label })}>
        <X aria-hidden />
        {m.common_cancel()}
      </Button>
    </div>
  );
}
