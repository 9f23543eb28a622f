import { brand, whatsAppLink } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { Clock, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { LanguageLinks } from '@/components/language/language-links';
import { BrandLogo } from './brand-logo';
import { CoreHours } from './core-hours';

/** Footer links are named apart from the navigation bar's, so every link on a page has its own name. */
const footerLinks = [
  { label: m.public_footer_how_we_work, to: paths.about },
  { label: m.public_footer_meet_team, to: paths.contact },
  { label: m.public_footer_create_account, to: paths.register },
  { label: m.public_privacy_title, to: paths.privacy },
] as const;

const linkClass = 'rounded text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline';

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-14 md:grid-cols-[1.5fr_1fr_1.3fr] md:gap-12 md:py-16">
        <div className="max-w-sm space-y-4">
          <SiteLink to={paths.home} className="inline-block rounded-lg">
            <BrandLogo tone="light" />
          </SiteLink>
          <p className="font-display text-xl text-white">{m.public_brand_tagline()}</p>
          <p className="text-sm leading-relaxed text-brand-200">{m.public_brand_summary()}</p>
        </div>

        <nav aria-label={m.public_footer_label()}>
          <FooterHeading>{m.public_footer_explore()}</FooterHeading>
          <ul className="space-y-3 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className={linkClass}>
                  {link.label()}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>{m.public_footer_get_in_touch()}</FooterHeading>
          <ul className="space-y-3 text-sm">
            <ContactLine icon={<Mail />}>
              <a href={`mailto:${brand.supportEmail}`} dir="ltr" className={linkClass}>
                {brand.supportEmail}
              </a>
            </ContactLine>
            <ContactLine icon={<MessageCircle />}>
              <ExternalLink href={whatsAppLink(brand.adminWhatsApp)} className={linkClass}>
                {m.public_footer_whats_app()}
              </ExternalLink>
            </ContactLine>
            <ContactLine icon={<Clock />}>
              <CoreHours />
            </ContactLine>
          </ul>
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{m.public_footer_copyright({ year: String(new Date().getFullYear()), brand: brand.name })}</p>
          <p>{m.public_footer_based_in({ city: brand.city })}</p>
          <nav aria-label={m.languages_label()}>
            <LanguageLinks linkClassName="text-brand-100 hover:text-white" />
          </nav>
        </Container>
      </div>
    </footer>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-4 text-xs font-bold tracking-[0.18em] text-accent-200 uppercase">{children}</h2>;
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 text-accent-400 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      {children}
    </li>
  );
}
