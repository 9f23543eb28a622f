import { brand } from '@nestway/core/brand';
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface BrandedMail {
  to: string;
  subject: string;
  greetingName: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML part. */
  paragraphs: string[];
  /** A large monospace code shown between the paragraphs and the button. */
  code?: string;
  button?: { label: string; url: string };
  footnote?: string;
}

/** Renders a message in the brand's look with a matching plain-text part. */
export function renderMail(mail: BrandedMail): MailMessage {
  const text = [
    `Hello ${mail.greetingName},`,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.code ? [`Your code: ${mail.code}`, ''] : []),
    ...(mail.button ? [`${mail.button.label}: ${mail.button.url}`, ''] : []),
    ...(mail.footnote ? [mail.footnote, ''] : []),
    `The ${brand.name} team`,
    brand.supportEmail,
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;background:#f4f6f5;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #e3e8e6">
<tr><td style="background:#0f4c45;padding:24px 32px;color:#ffffff;font-size:22px;font-weight:700;letter-spacing:0.5px">${brand.name}</td></tr>
<tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:16px">Hello ${escapeHtml(mail.greetingName)},</p>
${mail.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${mail.code ? `<p style="margin:24px 0;text-align:center"><span style="display:inline-block;font-family:Consolas,Menlo,monospace;font-size:32px;letter-spacing:8px;font-weight:700;background:#eef6f4;color:#0f4c45;padding:14px 24px;border-radius:12px">${escapeHtml(mail.code)}</span></p>` : ''}
${
  mail.button
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(mail.button.url)}" style="display:inline-block;background:#e07a3f;color:#ffffff;text-decoration:none;font-weight:600;padding:14px 28px;border-radius:999px">${escapeHtml(mail.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#6b7a76;word-break:break-all">If the button does not work, copy this address into your browser: ${escapeHtml(mail.button.url)}</p>`
    : ''
}
${mail.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7a76">${escapeHtml(mail.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8faf9;font-size:12px;color:#6b7a76">The ${brand.name} team &middot; <a href="mailto:${brand.supportEmail}" style="color:#0f4c45">${brand.supportEmail}</a></td></tr>
</table></td></tr></table></body></html>`;

  return { to: mail.to, subject: mail.subject, text, html };
}
