import * as m from '@nestway/core/i18n/messages';
import type { SharedFileCategory } from '@nestway/core/shared-files';
import type { Recipient } from './formats';
import { renderMail } from './layout';

interface SharedFileSummary {
  displayName: string;
  description: string | null;
  category: SharedFileCategory;
}

/** Each category as the e-mail names it, after the file's name. */
const categoryNouns = {
  general: m.email_file_general,
  invoice: m.email_file_invoice,
  contract: m.email_file_contract,
} satisfies Record<SharedFileCategory, unknown>;

/** To the client when the admin team shares a file with them: what it is, and where to download it. */
export const fileSharedMail = (to: Recipient, file: SharedFileSummary, dashboardUrl: string) => {
  const { locale } = to;
  const name = file.displayName;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_file_subject({ name }, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_file_body({ name, category: categoryNouns[file.category]({}, { locale }) }, { locale }),
      ...(file.description ? [file.description] : []),
      m.email_file_where({}, { locale }),
    ],
    button: { label: m.email_button_dashboard({}, { locale }), url: dashboardUrl },
  });
};
