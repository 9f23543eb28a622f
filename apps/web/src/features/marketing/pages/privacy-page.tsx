import { pageDescriptions } from '@nestway/core/business';
import { privacyNotice, type PrivacySection } from '@nestway/core/privacy-notice';
import { Container } from '@/components/ui/container';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';

/** /privacy: the privacy notice, pre-rendered like the other public pages; its words live in core. */
export function PrivacyPage() {
  return (
    <>
      <PageMeta title="Privacy notice" description={pageDescriptions.privacy} />
      <PageHero eyebrow={privacyNotice.eyebrow} title={privacyNotice.headline} lead={privacyNotice.lead} />
      <Container className="py-14 md:py-20">
        <div className="mx-auto flex max-w-3xl flex-col gap-10">
          {privacyNotice.sections.map((section) => (
            <NoticeSection key={section.id} section={section} />
          ))}
          <p className="text-sm text-muted">Last updated {privacyNotice.updated}.</p>
        </div>
      </Container>
    </>
  );
}

function NoticeSection({ section }: { section: PrivacySection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 text-base leading-relaxed text-ink">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-brand-900">
        {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-accent-600">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
