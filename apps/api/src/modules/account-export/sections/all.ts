import type { ExportSection } from '../section';
import { accountSection, preferencesSection, staffNotesSection } from './account';
import { retentionSection, rightToRentSection } from './compliance';
import { emailsSection, messagesSection } from './communication';
import { documentsSection, sharedFilesSection } from './files';
import { groupSection } from './group';
import { auditSection, overrideHistorySection } from './history';
import { consultationSection, paymentsSection, termsSection } from './onboarding';
import { offersSection, viewingsSection } from './property';

/** data.json's sections, in this order. A new table naming a client is one more entry here. */
export const exportSections: readonly ExportSection[] = [
  accountSection,
  preferencesSection,
  groupSection,
  consultationSection,
  termsSection,
  paymentsSection,
  documentsSection,
  messagesSection,
  sharedFilesSection,
  viewingsSection,
  offersSection,
  rightToRentSection,
  retentionSection,
  emailsSection,
  staffNotesSection,
  overrideHistorySection,
  auditSection,
];
