import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { privacyNoticeFacts as facts } from '@nestway/core/privacy-notice';
import { Container } from '@/components/ui/container';
import { formatCalendarDate, formatNumber } from '@/i18n/format-light';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';

interface NoticeSection {
  id: string;
  heading: () => string;
  paragraphs?: readonly (() => string)[];
  items?: readonly (() => string)[];
}

const years = () => formatNumber(facts.taxRecordYears);

/** The notice's sections, in order: what we hold, why, how long, a copy, deletion, whom to ask. */
const sections: readonly NoticeSection[] = [
  {
    id: 'what-we-hold',
    heading: m.public_privacy_hold_heading,
    items: [
      m.public_privacy_hold_account,
      m.public_privacy_hold_home,
      m.public_privacy_hold_service,
      m.public_privacy_hold_payments,
      m.public_privacy_hold_documents,
      m.public_privacy_hold_right_to_rent,
    ],
  },
  {
    id: 'why',
    heading: m.public_privacy_why_heading,
    paragraphs: [m.public_privacy_why_contract, m.public_privacy_why_law, m.public_privacy_why_no_sale],
  },
  {
    id: 'how-long',
    heading: m.public_privacy_keep_heading,
    items: [
      () =>
        m.public_privacy_keep_files({
          afterService: formatNumber(facts.retentionDays),
          inactivity: formatNumber(facts.inactivityDays),
          warning: formatNumber(facts.warningDays),
        }),
      m.public_privacy_keep_account,
      () => m.public_privacy_keep_payments({ years: years() }),
      m.public_privacy_keep_right_to_rent,
    ],
  },
  { id: 'your-copy', heading: m.public_privacy_copy_heading, paragraphs: [m.public_privacy_copy_text] },
  {
    id: 'deleting',
    heading: m.public_privacy_delete_heading,
    paragraphs: [m.public_privacy_delete_how, () => m.public_privacy_delete_what({ years: years() }), m.public_privacy_delete_group],
  },
  {
    id: 'contact',
    heading: m.public_privacy_contact_heading,
    paragraphs: [() => m.public_privacy_contact_text({ email: brand.supportEmail })],
  },
];

/** /privacy: the privacy notice, pre-rendered like the other public pages; its words are in the catalogue. */
export function PrivacyPage() {
  return (
    <>
      <PageMeta title={m.public_privacy_title()} description={m.public_desc_privacy({ brand: brand.name })} />
      <PageHero
        eyebrow={m.public_privacy_eyebrow()}
        title={m.public_privacy_headline()}
        lead={m.public_privacy_lead({ brand: brand.name })}
      />
      <Container className="py-14 md:py-20">
        <div className="mx-auto flex max-w-3xl flex-col gap-10">
          {sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
          <p className="text-sm text-muted">{m.public_privacy_updated({ date: formatCalendarDate(facts.updated) })}</p>
        </div>
      </Container>
    </>
  );
}

function Section({ section }: { section: NoticeSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 text-base leading-relaxed text-ink">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-brand-900">
        {section.heading()}
      </h2>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index}>{paragraph()}</p>
      ))}
      {section.items && (
        <ul className="flex list-disc flex-col gap-2 ps-5 marker:text-accent-600">
          {section.items.map((item, index) => (
            <li key={index}>{item()}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
