/** A date as people in the UK read it, in UK time: "22 November 2026 at 14:05". */
export const formatUkDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso));
