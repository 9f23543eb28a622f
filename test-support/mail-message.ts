/** Just enough MIME to read what the app sends: headers, and the text/plain, text/html and text/calendar parts decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The calendar invitation (iCalendar text, folded lines joined), or '' when there is none. */
  calendar: string;
  raw: string;
}

interface MailParts {
  text: string;
  html: string;
  calendar: string;
}

function splitHeadersAndBody(part: string): { headers: Map<string, string>; body: string } {
  const normalized = part.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    }
    default:
      return body;
  }
}

/** Decodes =?UTF-8?Q?...?= and =?UTF-8?B?...?= header words; the space between two adjacent words is not text (RFC 2047). */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function collectParts(part: string, into: MailParts): void {
  const { headers, body } = splitHeadersAndBody(part);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  const kind = type.toLowerCase();
  if (kind.startsWith('text/html')) into.html += decoded;
  else if (kind.startsWith('text/plain')) into.text += decoded;
  // The invitation may come both as the alternative and as an attachment: keep the first.
  else if (kind.startsWith('text/calendar') && !into.calendar) into.calendar = decoded.replace(/\r?\n[ \t]/g, '');
}

export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers } = splitHeadersAndBody(raw);
  const parts: MailParts = { text: '', html: '', calendar: '' };
  collectParts(raw, parts);
  return { to: envelopeTo, subject: decodeHeader(headers.get('subject') ?? ''), ...parts, raw };
}

export const findCode = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1];
export const findLink = (mail: ReceivedMail, pathPrefix: string) =>
  new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text)?.[0];

/** One property of a calendar invitation, e.g. calendarField(mail, 'SEQUENCE') → '1'. */
export const calendarField = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}(?:;[^:\r\n]*)?:(.*)$`, 'm').exec(mail.calendar)?.[1]?.trim();
