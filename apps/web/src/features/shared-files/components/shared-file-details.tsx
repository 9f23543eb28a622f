import * as m from '@nestway/core/i18n/messages';
import { formatFileSizeKb } from '@nestway/core/file-size';
import type { SharedFileCategory, SharedFileRecord } from '@nestway/core/shared-files';
import { formatUkDate } from '@/i18n/format';
import { Badge } from '@/components/ui/badge';
import { isolate } from '@/i18n/rich-text';

/** Each category's name in the build's language (core's sharedFileCategoryLabels are the English ones). */
const categoryLabel = {
  general: m.dashboard_file_category_general,
  invoice: m.dashboard_file_category_invoice,
  contract: m.dashboard_file_category_contract,
} satisfies Record<SharedFileCategory, () => string>;

const categoryTones = { general: 'neutral', invoice: 'attention', contract: 'info' } as const satisfies Record<SharedFileCategory, string>;

function CategoryBadge({ category }: { category: SharedFileCategory }) {
  return <Badge tone={categoryTones[category]}>{categoryLabel[category]()}</Badge>;
}

/** A shared file's name, category, description, size in KB and date, as both the client and the admin see them. */
export function SharedFileDetails({ file }: { file: SharedFileRecord }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <bdi className="font-semibold break-words text-brand-900">{file.displayName}</bdi>
        <CategoryBadge category={file.category} />
      </p>
      {file.description && (
        <p dir="auto" className="text-sm break-words whitespace-pre-line text-ink">
          {file.description}
        </p>
      )}
      <p className="text-xs text-muted">
        {m.dashboard_files_size_and_date({ size: isolate(formatFileSizeKb(file.fileSize)), date: formatUkDate(file.createdAt) })}
      </p>
    </div>
  );
}
