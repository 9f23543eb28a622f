import { CalendarDays } from 'lucide-react';
import { SectionCard } from '@/components/ui/section-card';
import { BulkViewingForm } from './bulk-viewing-form';
import { ViewingHistory } from './viewing-history';

/** Property Viewings on the admin dashboard: create a bulk viewing, and the history of the last 3 months. */
export function PropertyViewingsSection() {
  return (
    <SectionCard icon={CalendarDays} title="Property Viewings">
      <BulkViewingForm />
      <ViewingHistory />
    </SectionCard>
  );
}
