import { brand, coreHours, whatsAppLink } from '@nestway/core/brand';
import { Clock, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { LanguageLinks } from '@/components/language/language-links';
import * as m from '@nestway/core/i18n/messages';
import { BrandLogo } from './brand-logo';

/** Footer links are named apart from the navigation bar's, so every link on a page has its own name. */
const footerLinks = [
  { label: 'How we work', to: paths.about },
  { label: 'Meet the team', to: paths.contact },
  { label: 'Create an account', to: paths.register },
  { label: 'Privacy notice', to: paths.privacy },
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
          <p className="font-display text-xl text-white">{brand.tagline}</p>
          <p className="text-sm leading-relaxed text-brand-200">{brand.summary}</p>
        </div>

        <nav aria-label="Footer">
          <FooterHeading>Explore</FooterHeading>
          <ul className="space-y-3 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className={linkClass}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>Get in touch</FooterHeading>
          <ul className="space-y-3 text-sm">
            <ContactLine icon={<Mail />}>
              <a href={`mailto:${brand.supportEmail}`} className={linkClass}>
                {brand.supportEmail}
              </a>
            </ContactLine>
            <ContactLine icon={<MessageCircle />}>
              <ExternalLink href={whatsAppLink(brand.adminWhatsApp)} className={linkClass}>
                Chat with us on WhatsApp
              </ExternalLink>
            </ContactLine>
            <ContactLine icon={<Clock />}>
              <span>{coreHours(new Date())}</span>
            </ContactLine>
          </ul>
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {brand.name}. All rights reserved.
          </p>
          <nav aria-label={m.languages_label()}>
            <LanguageLinks linkClassName="text-brand-100 hover:text-white" />
          </nav>
          <p>Based in {brand.city}, United Kingdom</p>
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
