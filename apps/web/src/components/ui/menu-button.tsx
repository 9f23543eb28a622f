import { Ellipsis } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Button } from './button';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  /** Destructive: shown in red. */
  danger?: boolean;
  onSelect: () => void;
}

/**
 * A button that opens a short menu of actions (the WAI-ARIA menu button pattern): Enter, Space or
 * Down opens it on its first item, Up and Down move between items, Home and End go to the ends, and
 * Escape, Tab or a click elsewhere closes it. Choosing an item closes the menu and gives focus back
 * to the button before the item runs, so a dialog it opens returns focus there too.
 */
export function MenuButton({ label, items }: { label: string; items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const focusItem = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: close,
    };
    if (event.key === 'Tab') setOpen(false);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div ref={wrapper} className="relative">
      <Button
        ref={button}
        variant="outline"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Ellipsis aria-hidden />
        {label}
      </Button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 z-30 mt-2 flex min-w-48 flex-col rounded-xl border border-sand-200 bg-white p-1 shadow-card"
        >
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
                className={cx(
                  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm font-semibold focus:outline-none focus-visible:bg-sand-100 hover:bg-sand-100 [&_svg]:size-4 [&_svg]:shrink-0',
                  item.danger ? 'text-danger' : 'text-ink',
                )}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
