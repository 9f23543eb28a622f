import type { PreferencesRecord } from '@nestway/core/preferences';
import { Home, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailSection } from './detail-section';
import { PreferencesForm } from './preferences-form';
import { AboutYouView, PropertyPreferencesView } from './preferences-view';

/** About You and Property Preferences, each viewable, and both editable together by the admin. */
export function PreferencesSections({ userId, preferences }: { userId: string; preferences: PreferencesRecord | null }) {
  const [editing, setEditing] = useState(false);

  if (!preferences) {
    return (
      <DetailSection title="About You" icon={<UserRound />}>
        <p className="text-muted">This user has not completed their preferences yet.</p>
      </DetailSection>
    );
  }
  if (editing) {
    return (
      <Card role="region" aria-label="Edit preferences" className="px-5 py-6 sm:px-6">
        <PreferencesForm userId={userId} preferences={preferences} onDone={() => setEditing(false)} />
      </Card>
    );
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
