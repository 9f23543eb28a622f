/** What the spec client's journey needs besides HTTP: the mail it reads, dates in UK time, the forms it fills. */
import type { SmtpSink } from '../../test-support/smtp-sink';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first capture of `pattern` in the newest e-mail to `to` after its first `since` ones, waiting up to 20 s. */
export async function mailMatch(sink: SmtpSink, to: string, pattern: RegExp, since = 0): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mails = sink.messages.filter((mail) => mail.to.includes(to.toLowerCase())).slice(since);
    for (const mail of mails.reverse()) {
      const match = pattern.exec(`${mail.text}\n${mail.html}`);
      if (match) return match[1]!;
    }
    await pause(100);
  }
  throw new Error(`no e-mail to ${to} matching ${pattern} within 20 s`);
}

/** How many e-mails `to` has received so far: a later mailMatch looks only at newer ones. */
export const mailCount = (sink: SmtpSink, to: string) => sink.messages.filter((mail) => mail.to.includes(to.toLowerCase())).length;

/** London's offset from UTC in minutes at an instant. */
function londonOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d+)?/.exec(name);
  return match?.[1] ? Number(match[1]) * 60 : 0;
}

/** The ISO instant of a UK wall-clock date and time ('2026-12-01', '10:00'), as the spec's booking sends it. */
export function ukInstant(date: string, time: string): string {
  const naive = new Date(`${date}T${time}:00Z`);
  return new Date(naive.getTime() - londonOffsetMinutes(naive) * 60_000).toISOString();
}

/** The first date from tomorrow within the spec's 14 booking days whose weekday is `dayOfWeek` (0 Sunday). */
export function nextDateOn(dayOfWeek: number): string {
  for (let days = 1; days <= 14; days++) {
    const date = new Date(Date.now() + days * 86_400_000);
    if (date.getUTCDay() === dayOfWeek) return date.toISOString().slice(0, 10);
  }
  throw new Error(`no day ${dayOfWeek} in the next 14 days`);
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The whole preferences form, field by field as part 1 section 3 names them. */
export function preferencesForm(numberOfTenants: number) {
  return {
    numberOfTenants,
    additionalTenants: Array.from({ length: numberOfTenants - 1 }, (_, i) => ({
      fullName: `Tenant ${i + 2}`,
      age: 21,
      nationality: 'Malaysian',
      universityName: 'University of Leeds',
      universityYear: 'year2',
    })),
    contactNumber: '+44 7700 900123',
    age: 22,
    nationality: 'Malaysian',
    financiallySponsored: true,
    sponsorshipAmount: 900,
    hasUkBankAccount: false,
    documents: ['Valid Passport', 'Visa'],
    visaDuration: '3 years',
    howFoundUs: 'friend',
    hasOfferLetter: true,
    applicationMethod: 'education office',
    educationOfficeName: 'Leeds Education Office',
    universityName: 'University of Leeds',
    universityYear: 'year1',
    bedrooms: 2,
    bathrooms: 1,
    maxBudget: 1400,
    moveInDate: daysFromNow(60),
    contractDuration: 12,
    paymentPlans: ['Monthly', 'Quarterly'],
    specialRequirements: 'Near campus',
    currentlyRenting: true,
    contractEndDate: daysFromNow(50),
    signedNewContract: false,
  };
}

/** A 1×1 PNG and a tiny PDF: real files whose types the server reads from their bytes. */
export const files = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};
