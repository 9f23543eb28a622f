import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { localizedHref } from '@/i18n/paths';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

interface Navigation {
  /** The path of the page on screen, without its language prefix (i18n/paths.ts). */
  pathname: string;
  /** How a link moves to another page of the site. */
  Link: ComponentType<SiteLinkProps>;
}

/** A link as the browser follows it: a new document. Pre-rendered pages use this, as they have no router. */
const DocumentLink = ({ to, ...props }: SiteLinkProps) => <a href={to} {...props} />;

const NavigationContext = createContext<Navigation>({ pathname: '/', Link: DocumentLink });

/**
 * The public site's links (header, footer, marketing pages) go through this context, so the same
 * components run in the app, where the router moves between screens, and in the pre-rendered pages,
 * which must not carry the router's code (docs/decisions/012-first-load.md).
 */
export function NavigationProvider({
  pathname,
  Link = DocumentLink,
  children,
}: {
  pathname: string;
  Link?: Navigation['Link'];
  children: ReactNode;
}) {
  return <NavigationContext.Provider value={{ pathname, Link }}>{children}</NavigationContext.Provider>;
}

/** A link to a page of the site, in the page's language: `to` names it as the route table does. */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link to={localizedHref(to)} {...props} />;
}

/** A link in a navigation bar: marked as the current page when it points at the page on screen. */
export function SiteNavLink({ className, ...props }: Omit<SiteLinkProps, 'className'> & { className: (isActive: boolean) => string }) {
  const isActive = usePathname() === props.to;
  return <SiteLink {...props} aria-current={isActive ? 'page' : undefined} className={className(isActive)} />;
}

export const usePathname = () => useContext(NavigationContext).pathname;
