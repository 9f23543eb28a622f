import { sharedFileCategoryLabels, type SharedFileCategory } from '@nestway/core/shared-files';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

interface SharedFileSummary {
  displayName: string;
  description: string | null;
  category: SharedFileCategory;
}

/** To the client when the admin team shares a file with them: what it is, and where to download it. */
export const fileSharedMail = (to: Recipient, file: SharedFileSummary, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `A new file was shared with you: ${file.displayName}`,
    greetingName: to.fullName,
    paragraphs: [
      `Our team shared a file with you: ${file.displayName} (${sharedFileCategoryLabels[file.category].toLowerCase()}).`,
      ...(file.description ? [file.description] : []),
      'You can download it from Files Shared by Admin on your dashboard.',
    ],
    button: { label: 'Go to my dashboard', url: dashboardUrl },
  });
