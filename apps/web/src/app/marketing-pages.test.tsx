import { brand, whatsAppLink } from '@nestway/core/brand';
import { reviews, reviewsPageUrl, team } from '@nestway/core/business';
import * as m from '@nestway/core/i18n/messages';
import { paths } from '@nestway/core/web-routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { routes } from './routes';

/** Opens a public page through the app's route table and waits for its h1 (its chunk loads first). */
async function openPage(path: string, heading: string) {
  renderWithProviders(routes, { path });
  await screen.findByRole('heading', { level: 1, name: heading });
  return screen.getByRole('main');
}

const hrefOf = (link: HTMLElement) => link.getAttribute('href');

/** The link's target, checked to open in a new tab as an outbound link should. */
function externalHref(link: HTMLElement) {
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  return hrefOf(link);
}

/** The titles of the cards (h3) in the section named `name`, in order. */
const homeHeadline = 'Your UK home, found before you land.';
const privacyHeadline = 'Your data, in plain words';
const stepTitles = ['Property Search', 'Viewings', 'Paperwork & Support', 'Guidance'];

const cardTitles = (main: HTMLElement, name: string) =>
  within(within(main).getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the home page (/)', () => {
  it('opens with its headline, INQUIRE to /register and WHY NESTWAY to /about', async () => {
    const main = await openPage(paths.home, homeHeadline);
    expect(hrefOf(within(main).getByRole('link', { name: 'INQUIRE' }))).toBe(paths.register);
    expect(hrefOf(within(main).getByRole('link', { name: `WHY ${brand.name.toUpperCase()}` }))).toBe(paths.about);
    expect(document.title).toBe(`Your home in the UK, found for you · ${brand.name}`);
  });

  it('shows the three Our Services cards with their descriptions', async () => {
    const main = await openPage(paths.home, homeHeadline);
    expect(cardTitles(main, 'Our Services')).toEqual(['Virtual Tours', 'Tailored Search Experience', 'Full Support']);
    const section = within(main).getByRole('region', { name: 'Our Services' });
    for (const description of [m.public_service_tours_text(), m.public_service_search_text(), m.public_service_support_text()]) {
      expect(within(section).getByText(description)).toBeTruthy();
    }
  });

  it('shows Your Home Awaits with Start Your Search to /register, Contact Our Team to /contact and the four steps', async () => {
    const main = await openPage(paths.home, homeHeadline);
    const block = within(within(main).getByRole('region', { name: 'Your Home Awaits' }));
    expect(hrefOf(block.getByRole('link', { name: 'Start Your Search' }))).toBe(paths.register);
    expect(hrefOf(block.getByRole('link', { name: 'Contact Our Team' }))).toBe(paths.contact);
    const steps = block.getByRole('list').querySelectorAll('li');
    expect([...steps].map((step) => step.querySelector('p')?.textContent)).toEqual(stepTitles);
  });

  it('shows the five reviews, each rated 5 stars, one of them anonymous, with a link to all reviews', async () => {
    const main = await openPage(paths.home, homeHeadline);
    const section = within(main).getByRole('region', { name: 'Loved by Our Clients' });
    // The strip repeats its list to loop; the repeat is hidden from assistive technology, so it is not counted.
    const cards = within(within(section).getByRole('region', { name: 'Customer reviews' })).getAllByRole('figure');
    expect(cards).toHaveLength(5);
    const quotes = [
      m.public_review_priya_quote(),
      m.public_review_chen_quote(),
      m.public_review_anonymous_quote(),
      m.public_review_tomas_quote(),
      m.public_review_fatima_quote(),
    ];
    reviews.forEach((review, index) => {
      expect(within(cards[index]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
      expect(cards[index]!.querySelector('blockquote')?.textContent).toBe(`“${quotes[index]}”`);
      expect(within(cards[index]!).getByText(review.name || 'Anonymous')).toBeTruthy();
    });
    expect(cards.filter((card) => within(card).queryByText('Anonymous'))).toHaveLength(1);
    expect(externalHref(within(section).getByRole('link', { name: /^Read all our reviews/ }))).toBe(reviewsPageUrl);
  });

  it('pauses the reviews strip by its button, and plays it again', async () => {
    const user = userEvent.setup();
    const main = await openPage(paths.home, homeHeadline);
    await user.click(within(main).getByRole('button', { name: 'Pause reviews' }));
    await user.click(within(main).getByRole('button', { name: 'Play reviews' }));
    expect(within(main).getByRole('button', { name: 'Pause reviews' })).toBeTruthy();
  });

  it('closes with calls to action to /register and /contact', async () => {
    const main = await openPage(paths.home, homeHeadline);
    expect(hrefOf(within(main).getByRole('link', { name: 'Create Your Account' }))).toBe(paths.register);
    expect(hrefOf(within(main).getByRole('link', { name: 'Speak to a Consultant' }))).toBe(paths.contact);
  });
});

describe('the welcome page (/home)', () => {
  const headline = `Welcome to ${brand.name}`;

  it('opens with Get Started to /register and Our Services to /about', async () => {
    const main = await openPage(paths.welcome, headline);
    expect(hrefOf(within(main).getByRole('link', { name: 'Get Started' }))).toBe(paths.register);
    expect(hrefOf(within(main).getByRole('link', { name: 'Our Services' }))).toBe(paths.about);
    expect(document.title).toBe(`Welcome · ${brand.name}`);
  });

  it('shows the three feature cards', async () => {
    const main = await openPage(paths.welcome, headline);
    expect(cardTitles(main, 'How We Help')).toEqual(['Property Search', 'Verified Properties', 'Full Support']);
    for (const description of [m.public_feature_search_text(), m.public_feature_verified_text(), m.public_feature_support_text()]) {
      expect(within(main).getByText(description)).toBeTruthy();
    }
  });

  it('shows the figures: 500+ happy clients, 50+ landlords, 25+ cities, 98% success and over 10 years of experience', async () => {
    const main = await openPage(paths.welcome, headline);
    const figures = within(within(main).getByRole('region', { name: 'Our figures' }));
    const values = figures.getAllByRole('definition').map((value) => value.textContent);
    const labels = figures.getAllByRole('term').map((label) => label.textContent);
    expect(values).toEqual(['500+', '50+', '25+', '98%']);
    expect(labels.map((label) => label?.toLowerCase())).toEqual(['happy clients', 'partner landlords', 'uk cities', 'success rate']);
    expect(figures.getByText('10+ years of experience in UK lettings')).toBeTruthy();
  });
});

describe('the about page (/about)', () => {
  const headline = 'Tailor-Made for Internationals';

  it('shows the four Why Choose tiles, with multilingual support for international clients', async () => {
    const main = await openPage(paths.about, headline);
    const name = `Why Choose ${brand.name}`;
    expect(cardTitles(main, name)).toEqual([
      'Deep Local Knowledge',
      'HD Virtual Tours',
      'End-to-End Support',
      'International Client Services',
    ]);
    const section = within(main).getByRole('region', { name });
    for (const description of [
      m.public_why_local_text(),
      m.public_why_tours_text(),
      m.public_why_support_text(),
      m.public_why_international_text(),
    ]) {
      expect(within(section).getByText(description)).toBeTruthy();
    }
    expect(within(section).getByText(/multilingual support/i)).toBeTruthy();
  });

  it('shows the four steps in order, numbered', async () => {
    const main = await openPage(paths.about, headline);
    const steps = within(within(main).getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(stepTitles);
    expect(steps.map((step) => step.firstElementChild?.textContent)).toEqual(['1', '2', '3', '4']);
    [m.public_step_search_text(), m.public_step_viewings_text(), m.public_step_paperwork_text(), m.public_step_guidance_text()].forEach(
      (description, index) => expect(within(steps[index]!).getByText(description)).toBeTruthy(),
    );
  });

  it('closes with Enquire Now to /register and Contact Us to /contact', async () => {
    const main = await openPage(paths.about, headline);
    expect(hrefOf(within(main).getByRole('link', { name: 'Enquire Now' }))).toBe(paths.register);
    expect(hrefOf(within(main).getByRole('link', { name: 'Contact Us' }))).toBe(paths.contact);
  });
});

describe('the contact page (/contact)', () => {
  const headline = 'Talk to a real person';
  const roles = ['Founder & Property Expert', 'Property Consultant'];

  it('presents the two team members, the founder and the consultant, each with a chat link and a mailto link', async () => {
    const main = await openPage(paths.contact, headline);
    const cards = within(within(main).getByRole('region', { name: 'Meet the Team' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    team.forEach((member, index) => {
      const card = within(cards[index]!);
      const firstName = member.name.split(' ')[0];
      expect(card.getByRole('heading', { level: 3 }).textContent).toBe(member.name);
      expect(card.getByText(roles[index]!)).toBeTruthy();
      expect(externalHref(card.getByRole('link', { name: new RegExp(`^WhatsApp ${firstName}`) }))).toBe(whatsAppLink(member.whatsApp));
      expect(hrefOf(card.getByRole('link', { name: `Email ${firstName}` }))).toBe(`mailto:${member.email}`);
    });
  });

  it.each([
    ['in summer, in BST', '2027-07-01T12:00:00.000Z', 'BST'],
    ['in winter, in GMT', '2027-01-15T12:00:00.000Z', 'GMT'],
  ])('shows Our Availability with the core hours %s, and the e-mail address', async (_when, now, zone) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(new Date(now));
    const main = await openPage(paths.contact, headline);
    const availability = within(within(main).getByRole('region', { name: 'Our Availability' }));
    expect(availability.getByText(`Monday to Friday, 9:00 AM to 5:00 PM (${zone})`)).toBeTruthy();
    expect(hrefOf(availability.getByRole('link', { name: brand.supportEmail }))).toBe(`mailto:${brand.supportEmail}`);
  });

  it('closes with Start Your Search to /register and Chat Now with the team', async () => {
    const main = await openPage(paths.contact, headline);
    expect(hrefOf(within(main).getByRole('link', { name: 'Start Your Search' }))).toBe(paths.register);
    expect(externalHref(within(main).getByRole('link', { name: /^Chat Now/ }))).toBe(whatsAppLink(brand.adminWhatsApp));
  });
});

describe('the privacy notice (/privacy)', () => {
  it('says what we hold, why, how long, how to get a copy and delete, and whom to ask', async () => {
    const main = await openPage(paths.privacy, privacyHeadline);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'What we hold',
      'Why we hold it',
      'How long we keep it',
      'Getting a copy of your data',
      'Deleting your account',
      'Questions and complaints',
    ]);
    const text = main.textContent ?? '';
    for (const words of [
      '180 days after our service',
      '365 days with no activity',
      'kept for 6 years',
      'Download my data',
      'Delete my account',
      'share code',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(brand.supportEmail);
    expect(document.title).toBe(`Privacy notice · ${brand.name}`);
  });

  it('is linked from the footer of every public page', async () => {
    await openPage(paths.home, homeHeadline);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(hrefOf(within(footer).getByRole('link', { name: 'Privacy notice' }))).toBe(paths.privacy);
  });
});

describe('every marketing page', () => {
  it.each([
    [paths.home, homeHeadline],
    [paths.welcome, `Welcome to ${brand.name}`],
    [paths.about, 'Tailor-Made for Internationals'],
    [paths.contact, 'Talk to a real person'],
    [paths.privacy, privacyHeadline],
  ])('%s makes no call to the API', async (path, headline) => {
    const { calls } = fakeApi();
    await openPage(path, headline);
    expect(calls).toEqual([]);
  });
});
