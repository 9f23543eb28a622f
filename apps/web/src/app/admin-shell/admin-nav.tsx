import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { adminNavItems } from './admin-nav-items';

/** The admin's navigation: a link per item, the current page marked (aria-current="page") by NavLink. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-col gap-1">
        {adminNavItems.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 lg:min-h-10',
                  isActive ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The navigation on a phone: a Menu button opening it as a panel from the left. The panel is a modal
 * dialog: focus moves into it and stays there, Escape or Close shuts it and gives focus back to the
 * button, and choosing a page shuts it.
 */
export function AdminMenu() {
  const [open, setOpen] = useState(false);
  // From 1024 px the sidebar shows and the panel is hidden: a panel left open would still hold focus.
  useEffect(() => {
    // Optional: jsdom has no matchMedia.
    const desktop = open ? window.matchMedia?.('(min-width: 1024px)') : undefined;
    if (!desktop) return;
    const closeOnDesktop = () => desktop.matches && setOpen(false);
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open]);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" size="icon" className="size-10 shrink-0 lg:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-brand-950/50 lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-card focus:outline-none lg:hidden"
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="font-display text-lg font-semibold text-brand-900">Admin menu</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <AdminNav onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
