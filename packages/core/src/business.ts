/**
 * The public site's facts (team, figures, reviewers): who, how to reach them and the numbers. Their
 * words (roles, bios, quotes, labels, page copy) are in the `public` message catalogue
 * (i18n/messages/public), in every language; the brand and its contacts are in brand.ts.
 */

export interface TeamMember {
  /** Names the member's role and bio in the catalogue. */
  key: 'amara' | 'daniel';
  name: string;
  initials: string;
  whatsApp: string;
  email: string;
}

export const team: readonly TeamMember[] = [
  { key: 'amara', name: 'Amara Okafor', initials: 'AO', whatsApp: '447700900101', email: 'amara@nestway.co.uk' },
  { key: 'daniel', name: 'Daniel Reyes', initials: 'DR', whatsApp: '447700900102', email: 'daniel@nestway.co.uk' },
];

/** The marketing figures; `key` names each one's label in the catalogue. */
export const stats = [
  { key: 'clients', value: '500+' },
  { key: 'landlords', value: '50+' },
  { key: 'cities', value: '25+' },
  { key: 'success', value: '98%' },
] as const;

export const yearsOfExperience = '10+';

export interface Review {
  /** Names the reviewer's quote and title in the catalogue. */
  key: 'priya' | 'chen' | 'anonymous' | 'tomas' | 'fatima';
  /** The reviewer's name; empty for one who asked not to be named. */
  name: string;
  stars: 5;
  /** Display styling: the two colours of the card's avatar gradient. */
  gradient: readonly [string, string];
}

export const reviews: readonly Review[] = [
  { key: 'priya', name: 'Priya Sharma', stars: 5, gradient: ['#0f766e', '#14b8a6'] },
  { key: 'chen', name: 'Chen Wei', stars: 5, gradient: ['#1d4ed8', '#60a5fa'] },
  { key: 'anonymous', name: '', stars: 5, gradient: ['#7c3aed', '#c084fc'] },
  { key: 'tomas', name: 'Tomás Alvarez', stars: 5, gradient: ['#b45309', '#f59e0b'] },
  { key: 'fatima', name: 'Fatima Al-Sayed', stars: 5, gradient: ['#be123c', '#fb7185'] },
];

export const reviewsPageUrl = 'https://www.google.com/maps/search/Nestway+Leeds';
