import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { Home, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { ClientPreferencesForm } from './client-preferences-form';
import { AboutYouView, PropertyPreferencesView } from './preferences-view';

/** About You and Property Preferences, each viewable, and both editable together by the admin. */
interface PreferencesSectionsProps {
  client: { id: string; fullName: string; email: string };
  preferences: PreferencesRecord | null;
}

export function PreferencesSections({ client, preferences }: PreferencesSectionsProps) {
  const [editing, setEditing] = useState(false);

  if (!preferences) {
    return (
      <DetailSection title="About You" icon={<UserRound />}>
        <p className="text-muted">This user has not completed their preferences yet.</p>
      </DetailSection>
    );
  }
  if (editing) {
    return <ClientPreferencesForm client={client} preferences={preferences} onDone={() => setEditing(false)} />;
  }
  const edit = (
    <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
      <Pencil aria-hidden />
      Edit
    </Button>
  );
  return (
    <>
      <DetailSection title="About You" icon={<UserRound />} actions={edit}>
        <AboutYouView preferences={preferences} />
      </DetailSection>
      <DetailSection title="Property Preferences" icon={<Home />} actions={edit}>
        <PropertyPreferencesView preferences={preferences} />
      </DetailSection>
    </>
  );
}
