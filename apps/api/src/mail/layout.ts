import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, textDirection, type Locale } from '@nestway/core/locales';
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface BrandedMail {
  to: string;
  subject: string;
  /** Whom the greeting names; without one it greets anyone ("Hello there"). */
  greetingName?: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML part. */
  paragraphs: string[];
  /** A large monospace code shown between the paragraphs and the button. */
  code?: string;
  button?: { label: string; url: string };
  footnote?: string;
  /** The language the mail is written in: the client's; English (the staff's) when absent. */
  locale?: Locale;
}

/**
 * Renders a message in the brand's look with a matching plain-text part, its fixed words in the mail's
 * language; Urdu and Arabic read right to left, with codes and addresses kept left to right.
 */
export function renderMail(mail: BrandedMail): MailMessage {
  const locale = mail.locale ?? DEFAULT_LOCALE;
  const rtl = textDirection(locale) === 'rtl';
  const ltr = rtl ? ' dir="ltr"' : '';
  const dir = rtl ? ' dir="rtl"' : '';
  const greeting =
    mail.greetingName === undefined
      ? m.email_layout_helloThere({}, { locale })
      : m.email_layout_hello({ name: mail.greetingName }, { locale });
  const signature = m.email_layout_signature({ brand: brand.name }, { locale });
  const text = [
    greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.code ? [m.email_layout_yourCode({ code: mail.code }, { locale }), ''] : []),
    ...(mail.button ? [`${mail.button.label}: ${mail.button.url}`, ''] : []),
    ...(mail.footnote ? [mail.footnote, ''] : []),
    signature,
    brand.supportEmail,
  ].join('\n');

  const fallback = escapeHtml(m.email_layout_buttonFallback({ url: '\u0000' }, { locale })).replace('\u0000', () =>
    rtl ? `<span dir="ltr">${escapeHtml(mail.button?.url ?? '')}</span>` : escapeHtml(mail.button?.url ?? ''),
  );
  const html = `<!doctype html>
<html lang="${locale === DEFAULT_LOCALE ? 'en' : LANGUAGE_TAGS[locale]}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body${dir} style="margin:0;background:#f4f6f5;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation"${dir} width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #e3e8e6">
<tr><td style="background:#0f4c45;padding:24px 32px;color:#ffffff;font-size:22px;font-weight:700;letter-spacing:0.5px">${brand.name}</td></tr>
<tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting)}</p>
${mail.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${mail.code ? `<p style="margin:24px 0;text-align:center"><span${ltr} style="display:inline-block;font-family:Consolas,Menlo,monospace;font-size:32px;letter-spacing:8px;font-weight:700;background:#eef6f4;color:#0f4c45;padding:14px 24px;border-radius:12px">${escapeHtml(mail.code)}</span></p>` : ''}
${
  mail.button
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(mail.button.url)}" style="display:inline-block;background:#e07a3f;color:#ffffff;text-decoration:none;font-weight:600;padding:14px 28px;border-radius:999px">${escapeHtml(mail.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#6b7a76;word-break:break-all">${fallback}</p>`
    : ''
}
${mail.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7a76">${escapeHtml(mail.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8faf9;font-size:12px;color:#6b7a76">${escapeHtml(signature)} &middot; <a href="mailto:${brand.supportEmail}" style="color:#0f4c45">${brand.supportEmail}</a></td></tr>
</table></td></tr></table></body></html>`;

  return { to: mail.to, subject: mail.subject, text, html };
}
