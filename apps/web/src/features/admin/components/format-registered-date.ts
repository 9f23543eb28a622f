const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

/** The day an account was created, as a UK reader writes it: 7 Mar 2026. */
export const formatRegisteredDate = (iso: string) => ukDate.format(new Date(iso));
