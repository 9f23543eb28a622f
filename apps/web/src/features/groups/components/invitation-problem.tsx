import * as m from '@nestway/core/i18n/messages';
import { paths } from '@nestway/core/web-routes';
import { Link2Off, MailQuestion, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { CardScreen } from '@/components/layout/card-screen';
import { Button } from '@/components/ui/button';

/** Why the invitation cannot be used: no token in the link, the check failed, or no such invitation. */
type InvitationProblemKind = 'missing' | 'failed' | 'notFound';

interface InvitationProblemProps {
  kind: InvitationProblemKind;
  /** For a failed check: checks again, and whether it is checking. */
  retry?: { run: () => void; running: boolean };
}

/**
 * The co-tenant registration screen when the invitation cannot be used. Apart from the screen (and
 * loaded only when shown), as a sign-in screen's first load carries only what the usual way needs.
 */
export function InvitationProblem({ kind, retry }: InvitationProblemProps) {
  if (kind === 'missing') {
    return (
      <CardScreen
        icon={MailQuestion}
        tone="warning"
        title={m.prefs_join_invalid_title()}
        description={<p>{m.prefs_join_invalid_body()}</p>}
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.register}>{m.prefs_join_go_to_registration()}</Link>
        </Button>
      </CardScreen>
    );
  }
  if (kind === 'failed') {
    return (
      <CardScreen
        icon={TriangleAlert}
        tone="warning"
        title={m.prefs_join_error_title()}
        description={<p role="alert">{m.prefs_join_error_body()}</p>}
      >
        <Button size="lg" className="w-full" onClick={retry?.run} disabled={retry?.running}>
          {retry?.running ? m.prefs_join_checking() : m.prefs_join_try_again()}
        </Button>
      </CardScreen>
    );
  }
  return (
    <CardScreen icon={Link2Off} tone="warning" title={m.prefs_join_not_found_title()} description={<p>{m.prefs_join_not_found_body()}</p>}>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.register}>{m.prefs_join_register_without()}</Link>
      </Button>
    </CardScreen>
  );
}
