import { useLocation } from 'react-router';

/** What a screen that sends the visitor to a public page asks it to say once (the account deleted). */
export interface LandingNotice {
  notice: string;
}

/**
 * The notice the router's state carries to a public page, above the page. Router state, so a reload or
 * a later visit does not repeat it.
 */
export function LandingNoticeBar() {
  const notice = (useLocation().state as Partial<LandingNotice> | null)?.notice;
  if (!notice) return null;
  return (
    <p role="status" className="bg-brand-50 p-3 text-center text-sm">
      {notice}
    </p>
  );
}
