import { ChevronRight, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { paths } from '@nestway/core/web-routes';
import { SiteLink, SiteNavLink, usePathname } from '@/components/navigation/site-link';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { cx } from '@/lib/cx';
import { LanguageMenu } from '@/components/language/language-links';
import { BrandLogo } from './brand-logo';
import { accountLinks, pageLinks } from './nav-items';

const MENU_ID = 'site-menu';

/**
 * The shared top navigation bar. From the `md` breakpoint up the links sit in the bar; below it they
 * collapse behind a menu button, and the menu closes when a link is chosen or the route changes.
 */
export function SiteHeader() {
  const pathname = usePathname();
  // The menu is open only on the page where it was opened, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      {open && <div aria-hidden="true" className="fixed inset-0 z-30 bg-brand-950/40 md:hidden" onClick={close} />}
      <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/90 backdrop-blur-md">
        <Container className="flex h-16 items-center justify-between gap-6 md:h-20">
          <SiteLink to={paths.home} onClick={close} className="rounded-lg">
            <BrandLogo />
          </SiteLink>

          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50 md:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>

          <nav
            id={MENU_ID}
            aria-label="Main"
            className={cx(
              open ? 'flex' : 'hidden',
              'absolute inset-x-0 top-full flex-col gap-5 border-b border-sand-200 bg-white px-5 pt-3 pb-6 shadow-xl',
              'md:static md:flex md:flex-row md:items-center md:gap-8 md:border-0 md:bg-transparent md:p-0 md:shadow-none',
            )}
          >
            <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <SiteNavLink
                    to={link.to}
                    onClick={close}
                    className={(isActive) =>
                      cx(
                        'flex items-center justify-between rounded-xl px-3 py-3 text-lg font-semibold transition-colors md:rounded-full md:px-4 md:py-2 md:text-sm',
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-ink/80 hover:bg-brand-50/70 hover:text-brand-800',
                      )
                    }
                  >
                    {link.label()}
                    <ChevronRight className="size-5 text-brand-300 md:hidden" aria-hidden />
                  </SiteNavLink>
                </li>
              ))}
            </ul>
            <LanguageMenu />
            <div className="grid grid-cols-2 gap-3 md:flex md:items-center">
              <Button asChild variant="outline" size="nav">
                <SiteLink to={accountLinks.login.to} onClick={close}>
                  {accountLinks.login.label()}
                </SiteLink>
              </Button>
              <Button asChild variant="accent" size="nav">
                <SiteLink to={accountLinks.register.to} onClick={close}>
                  {accountLinks.register.label()}
                </SiteLink>
              </Button>
            </div>
          </nav>
        </Container>
      </header>
    </>
  );
}
