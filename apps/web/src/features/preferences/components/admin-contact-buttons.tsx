import { brand, whatsAppLink } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { Mail, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';

/** How a client asks the admin team to change locked preferences: WhatsApp or e-mail. */
export function AdminContactButtons() {
  return (
    <>
      <Button asChild>
        <ExternalLink href={whatsAppLink(brand.adminWhatsApp, m.prefs_contact_whats_app_message())}>
          <MessageCircle aria-hidden />
          {m.prefs_contact_whats_app()}
        </ExternalLink>
      </Button>
      <Button asChild variant="outline">
        <a href={`mailto:${brand.supportEmail}?subject=${encodeURIComponent(m.prefs_contact_email_subject())}`}>
          <Mail aria-hidden />
          {m.prefs_contact_email({ address: brand.supportEmail })}
        </a>
      </Button>
    </>
  );
}
