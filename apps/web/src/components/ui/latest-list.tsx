import { Fragment, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface LatestListProps<T> {
  /** Newest first, as the histories arrive from the API. */
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** What the items are, for the button: "e-mails", "messages". */
  noun: string;
  itemKey: (item: T) => string;
  /** The item's `li`. */
  renderItem: (item: T) => ReactNode;
  ordered?: boolean;
  className?: string;
}

/** How many entries of a history show until the admin asks for all of them. */
const LATEST_SHOWN = 3;

/**
 * A history cut to its latest entries, with a button that shows all of them (and the latest again), so a
 * long history does not push the sections below it down the page.
 */
export function LatestList<T>({ items, label, noun, itemKey, renderItem, ordered = false, className }: LatestListProps<T>) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const List = ordered ? 'ol' : 'ul';
  const hidden = items.length - LATEST_SHOWN;
  const shown = showAll || hidden <= 0 ? items : items.slice(0, LATEST_SHOWN);
  return (
    <div className="flex flex-col gap-2">
      <List id={listId} aria-label={label} className={className}>
        {shown.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </List>
      {hidden > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? `Show the latest ${LATEST_SHOWN}` : `Show all ${items.length} ${noun}`}
        </Button>
      )}
    </div>
  );
}
