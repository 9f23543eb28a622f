import { arePreferencesLocked, preferencesLockedExplanation, type ConsultationStatus } from '@nestway/core/consultations';
import { paths } from '@nestway/core/web-routes';
import { Lock, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { AdminContactButtons } from './admin-contact-buttons';

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
          Edit Preferences
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="inverse" onClick={() => setOpen(true)}>
        <Lock aria-hidden />
        Edit Preferences
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Preferences Locked" description={preferencesLockedExplanation(consultation.status)}>
          <DialogFooter>
            <AdminContactButtons />
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
