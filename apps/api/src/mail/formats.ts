import { brand, whatsAppLink } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { LANGUAGE_TAGS, type Locale } from '@nestway/core/locales';
import { formatMoney } from '@nestway/core/money';
import { formatCalendarDate, formatUkDate, formatUkLongDateAndTime, formatUkLongDateTime, ukZoneAbbreviation } from '@nestway/core/uk-time';

/** Whom a client e-mail goes to, and the language it is written in (their account's, decided when it is queued). */
export interface Recipient {
  email: string;
  fullName: string;
  locale: Locale;
}

/**
 * Money and dates as an e-mail in `locale` writes them, always in GBP and on UK time: English exactly as
 * the spec writes them, the other languages through Intl in their own tag.
 */
export function mailFormats(locale: Locale) {
  const language = LANGUAGE_TAGS[locale];
  return {
    money: (pence: number) => formatMoney(pence, language),
    /** 7 March 2026 */
    date: (at: Date) => formatUkDate(at.toISOString(), language),
    /** A calendar date ("2027-01-15") as 15 January 2027. */
    calendarDate: (date: string) => formatCalendarDate(date, language),
    /** Monday, 2 March 2026 at 10:00 UK time (GMT) */
    longDateTime: (at: Date) =>
      locale === 'en'
        ? formatUkLongDateTime(at.toISOString())
        : m.email_ukTime({ dateTime: formatUkLongDateAndTime(at.toISOString(), language), zone: ukZoneAbbreviation(at) }, { locale }),
    /** How to reach the admin team: WhatsApp or e-mail. */
    adminContact: () =>
      m.email_adminContact({ whatsAppLink: whatsAppLink(brand.adminWhatsApp), supportEmail: brand.supportEmail }, { locale }),
  };
}
