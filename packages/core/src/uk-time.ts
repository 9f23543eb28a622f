/** Business times are Europe/London wall-clock times. */
export const UK_TIME_ZONE = 'Europe/London';

/** 'GMT' in winter, 'BST' in summer: the UK zone's abbreviation at an instant. */
export function ukZoneAbbreviation(at: Date): 'GMT' | 'BST' {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'BST' ? 'BST' : 'GMT';
}
