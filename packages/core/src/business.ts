import { brand } from './brand';

/**
 * The public site's content (team, figures, reviews, services, page copy) and the bank details for
 * transfers. The brand and its contacts are in brand.ts. Every screen reads these values from here,
 * never from literals of its own.
 */

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  initials: string;
  whatsApp: string;
  email: string;
}

export const team: readonly TeamMember[] = [
  {
    name: 'Amara Okafor',
    role: 'Founder & Property Expert',
    bio: 'Over ten years of letting experience in Leeds. Amara knows every neighbourhood, landlord and letting agent worth knowing, and founded Nestway after moving to the UK as a student herself.',
    initials: 'AO',
    whatsApp: '447700900101',
    email: 'amara@nestway.co.uk',
  },
  {
    name: 'Daniel Reyes',
    role: 'Property Consultant',
    bio: 'Daniel books and attends your viewings, films every walkthrough in HD and negotiates with agents on your behalf, from the first call to the day you collect your keys.',
    initials: 'DR',
    whatsApp: '447700900102',
    email: 'daniel@nestway.co.uk',
  },
];

export const availability = {
  heading: 'Our Availability',
  note: 'Messages sent outside core hours are answered the next working day.',
} as const;

export const stats = [
  { value: '500+', label: 'Happy clients' },
  { value: '50+', label: 'Partner landlords' },
  { value: '25+', label: 'UK cities' },
  { value: '98%', label: 'Success rate' },
] as const;

const yearsOfExperience = '10+';

export interface Review {
  name: string;
  /** May be empty. */
  title: string;
  quote: string;
  stars: 5;
  /** The reviewer asked not to be named. */
  anonymous?: boolean;
  /** Display styling: the two colours of the card's avatar gradient. */
  gradient: readonly [string, string];
}

export const reviews: readonly Review[] = [
  {
    name: 'Priya Sharma',
    title: 'MSc student, University of Leeds',
    quote:
      'I was still in India when Nestway viewed six flats for me. The videos were so detailed I signed for my place without a second thought, and it was exactly as shown.',
    stars: 5,
    gradient: ['#0f766e', '#14b8a6'],
  },
  {
    name: 'Chen Wei',
    title: 'PhD researcher',
    quote:
      'They handled the agents, the referencing and even the guarantor questions. Moving countries was stressful; finding a home was the easy part.',
    stars: 5,
    gradient: ['#1d4ed8', '#60a5fa'],
  },
  {
    name: 'Anonymous',
    title: '',
    anonymous: true,
    quote:
      'Honest advice about which areas suit a student budget. They talked me out of a flat that looked great online and found a better one for less.',
    stars: 5,
    gradient: ['#7c3aed', '#c084fc'],
  },
  {
    name: 'Tomás Alvarez',
    title: 'Software engineer, relocating from Madrid',
    quote: 'Clear fees, quick replies on WhatsApp and a consultant who actually listened. I had the keys two weeks after my first call.',
    stars: 5,
    gradient: ['#b45309', '#f59e0b'],
  },
  {
    name: 'Fatima Al-Sayed',
    title: 'Undergraduate, Leeds Beckett University',
    quote:
      'As a group of three we thought it would be impossible. Nestway found us a house near campus and kept all of us updated at every step.',
    stars: 5,
    gradient: ['#be123c', '#fb7185'],
  },
];

export const reviewsPageUrl = 'https://www.google.com/maps/search/Nestway+Leeds';

export const services = [
  {
    title: 'Virtual Tours',
    description: 'We attend viewings in person and send you HD walkthrough videos, so you can choose from anywhere in the world.',
  },
  {
    title: 'Tailored Search Experience',
    description: 'A one-on-one consultation, then a shortlist researched around your budget, university, commute and lifestyle.',
  },
  {
    title: 'Full Support',
    description: 'Negotiation, applications, referencing and paperwork, all the way to key handover and move-in day.',
  },
] as const;

export const welcomeFeatures = [
  { title: 'Property Search', description: 'We search the market, including homes that never reach the big listing sites.' },
  { title: 'Verified Properties', description: 'Every home is viewed in person and every landlord checked before we recommend it.' },
  { title: 'Full Support', description: 'From your first call to your first night in your new home, we are with you.' },
] as const;

export const whyChooseUs = [
  { title: 'Deep Local Knowledge', description: 'We live and work in Leeds and know which streets, buildings and landlords to trust.' },
  {
    title: 'HD Virtual Tours',
    description: 'Walkthrough videos of every property we view, with honest notes on what the camera cannot show.',
  },
  { title: 'End-to-End Support', description: 'Offers, referencing, contracts, deposits and move-in: one consultant handles it all.' },
  {
    title: 'International Client Services',
    description: 'Multilingual support and advice built for students and professionals arriving from abroad.',
  },
] as const;

export const processSteps = [
  { title: 'Property Search', description: 'We agree your brief on a consultation call and research the market for you.' },
  { title: 'Viewings', description: 'We view shortlisted homes in person and send you a video of each.' },
  { title: 'Paperwork & Support', description: 'We negotiate, handle the application and guide you through referencing.' },
  { title: 'Guidance', description: 'We stay with you through key handover, move-in and your first weeks.' },
] as const;

/** The public pages' meta descriptions: what a search result shows under the title. */
export const pageDescriptions = {
  home: `${brand.name} finds international students and professionals a home in ${brand.city}: virtual tours, a tailored search and support until you have the keys.`,
  welcome: `A personal property search in ${brand.city} for students and professionals moving from abroad, with filmed viewings and one consultant until move-in day.`,
  about: `How ${brand.name} works: a consultation call, a researched shortlist, viewings filmed for you, then help with the offer, referencing and move-in.`,
  contact: `Message the ${brand.name} team in ${brand.city} on WhatsApp or by e-mail about renting your next UK home.`,
  privacy: `What ${brand.name} holds about you, why, for how long, and how to download or delete it.`,
  notFound: `This page does not exist. Start again from the ${brand.name} home page.`,
} as const;

/** The public site's copy: hero lines, section introductions and closing calls to action. */
export const marketingCopy = {
  home: {
    eyebrow: `Property sourcing for internationals in ${brand.city}`,
    headline: 'Your UK home, found before you land.',
    lead: 'Tell us what you need. A local consultant searches, views and films homes for you, negotiates on your behalf and stays with you until the keys are in your hand.',
    servicesIntro: 'Everything you need to rent with confidence from anywhere in the world.',
    homeAwaitsText:
      'One consultation is all it takes to begin. We turn your budget, university and wish list into a shortlist of homes worth your time, then do the legwork for you.',
    reviewsHeading: 'Loved by Our Clients',
    reviewsIntro: `Students and professionals from around the world found their ${brand.city} home with us.`,
    closingHeadline: `Ready to find your home in ${brand.city}?`,
    closingText: 'Create your account in a minute, tell us about your ideal home and book your consultation call.',
  },
  welcome: {
    headline: `Welcome to ${brand.name}`,
    lead: `We help international students and professionals find, secure and move into the right home in the UK, starting with ${brand.city}.`,
    featuresIntro: 'A personal property search, without the guesswork.',
    statsHeading: 'Trusted by tenants and landlords alike',
    experience: `${yearsOfExperience} years of experience in UK lettings`,
  },
  about: {
    eyebrow: `About ${brand.name}`,
    lead: 'Moving to the UK is a big step. We make finding a home the simple part, with a service designed from the start for people who cannot view properties themselves.',
    whyIntro: 'A local team, honest advice and one consultant with you from your first call to move-in day.',
    processHeading: 'How It Works',
    processIntro: 'Four clear steps from your first call to your first night at home.',
    closingHeadline: 'Let us find your next home',
    closingText: 'Tell us about your plans and we will be in touch to arrange your consultation.',
  },
  contact: {
    eyebrow: 'Contact',
    headline: 'Talk to a real person',
    lead: 'Questions about renting in the UK, our service or your move? Message the team directly on WhatsApp or by e-mail.',
    teamHeading: 'Meet the Team',
    closingHeadline: 'Ready when you are',
    closingText: 'Start your search today, or chat with us now if you would like to talk it through first.',
  },
} as const;
