import { arePreferencesLocked, preferencesLockedBy, type ConsultationStatus } from '@nestway/core/consultations';
import * as m from '@nestway/core/i18n/messages';
import { paths } from '@nestway/core/web-routes';
import { Lock, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { AdminContactButtons } from './admin-contact-buttons';
import { lockedExplanations } from './option-labels';

/**
 * Edit Preferences on the dashboard: to the form, or, once the consultation is confirmed or has taken
 * place, the Preferences Locked dialog with the admin team's contacts.
 */
export function EditPreferencesButton({ consultation }: { consultation: { status: ConsultationStatus } | null }) {
  const [open, setOpen] = useState(false);
  if (!consultation || !arePreferencesLocked(consultation)) {
    return (
      <Button asChild variant="inverse">
        <Link to={paths.preferences}>
          <SlidersHorizontal aria-hidden />
          {m.prefs_edit()}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="inverse" onClick={() => setOpen(true)}>
        <Lock aria-hidden />
        {m.prefs_edit()}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={m.prefs_locked_title()} description={lockedExplanations[preferencesLockedBy(consultation.status)]()}>
          <DialogFooter>
            <AdminContactButtons />
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
