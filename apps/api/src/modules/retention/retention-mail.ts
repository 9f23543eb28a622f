import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { mailFormats, type Recipient } from '../../mail/formats';
import { renderMail } from '../../mail/layout';

/** To the client, RETENTION_WARNING_DAYS before their files are deleted under retention. */
export const retentionWarningMail = (to: Recipient, deleteOn: Date, dashboardUrl: string) => {
  const { locale } = to;
  const date = mailFormats(locale).date(deleteOn);
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_retention_subject({ brand: brand.name, date }, { locale }),
    greetingName: to.fullName,
    paragraphs: [m.email_retention_body({ date }, { locale }), m.email_retention_stays({}, { locale })],
    button: { label: m.email_retention_button({}, { locale }), url: dashboardUrl },
    footnote: m.email_retention_footnote({ supportEmail: brand.supportEmail }, { locale }),
  });
};
