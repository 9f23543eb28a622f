import * as m from '@nestway/core/i18n/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

/** The spec's client reloads the page this long after the thank-you dialog closes. */
const RELOAD_AFTER_MS = 300;

/** After a booking: thanks, then Continue reloads the dashboard so every section shows the new state. */
export function ThankYouDialog({ open }: { open: boolean }) {
  const reload = () => setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && reload()}>
      <DialogContent title={m.onboarding_consultation_thank_you_title()} description={m.onboarding_consultation_thank_you_description()}>
        <DialogFooter>
          <Button onClick={reload}>{m.onboarding_consultation_continue()}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
