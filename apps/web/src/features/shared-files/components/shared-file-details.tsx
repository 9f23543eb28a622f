import { formatFileSizeKb } from '@nestway/core/file-size';
import { sharedFileCategoryLabels, type SharedFileCategory, type SharedFileRecord } from '@nestway/core/shared-files';
import { formatUkDate } from '@/i18n/format';
import { Badge } from '@/components/ui/badge';

const categoryTones = { general: 'neutral', invoice: 'attention', contract: 'info' } as const satisfies Record<SharedFileCategory, string>;

function CategoryBadge({ category }: { category: SharedFileCategory }) {
  return <Badge tone={categoryTones[category]}>{sharedFileCategoryLabels[category]}</Badge>;
}

/** A shared file's name, category, description, size in KB and date, as both the client and the admin see them. */
export function SharedFileDetails({ file }: { file: SharedFileRecord }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-brand-900">{file.displayName}</span>
        <CategoryBadge category={file.category} />
      </p>
      {file.description && <p className="text-sm break-words whitespace-pre-line text-ink">{file.description}</p>}
      <p className="text-xs text-muted">
        {formatFileSizeKb(file.fileSize)} · Shared {formatUkDate(file.createdAt)}
      </p>
    </div>
  );
}
