import * as m from '@nestway/core/i18n/messages';
import { brand } from '@nestway/core/brand';
import { House, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';
import { Button } from '@/components/ui/button';
import { AccountLanguageMenu } from '@/components/language/account-language-menu';
import { useLogout } from './logout';

interface SessionTopBarProps {
  /** Where the brand mark leads: the signed-in user's own dashboard. */
  homeHref: string;
  /** A short word beside the brand, such as "Admin". */
  tag?: string;
  /** What comes before the brand: the admin's Menu button on a phone. */
  menu?: ReactNode;
  /** As wide as a screen with a sidebar. */
  wide?: boolean;
  /** A client's bar: the language menu, which saves the choice on the account. */
  languages?: boolean;
}

/** The slim bar of the signed-in screens: the brand, and Logout. */
export function SessionTopBar({ homeHref, tag, menu, wide = false, languages = false }: SessionTopBarProps) {
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className={cx('mx-auto flex h-16 items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6', wide ? 'max-w-7xl' : 'max-w-6xl')}>
        {menu}
        <Link to={homeHref} className="me-auto flex min-w-0 items-center gap-2.5 rounded-lg">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
            <House className="size-5" aria-hidden />
          </span>
          <span className="font-display text-xl font-semibold text-brand-900">{brand.name}</span>
          {tag && <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-700">{tag}</span>}
        </Link>
        {languages && <AccountLanguageMenu />}
        <Button variant="outline" size="sm" onClick={logout.logout} disabled={logout.isPending}>
          <LogOut aria-hidden className="rtl:-scale-x-100" />
          {logout.isPending ? m.common_logging_out() : m.common_logout()}
        </Button>
      </div>
    </header>
  );
}
