import { CONSULTATION_MINUTES } from '@nestway/core/booking';
import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Recipient } from './formats';
import type { MailMessage } from './mailer';

export interface ConsultationInvitation {
  /** Stable for the call, so each new invitation updates (or cancels) the one calendar event. */
  uid: string;
  /** Raised on every invitation sent for the uid; calendars keep the highest. */
  sequence: number;
  start: Date;
  /** The client, whose language the event's own words are in. */
  attendee: Recipient;
  notes: string | null;
  cancelled: boolean;
  /** The invitation's DTSTAMP: when it was made. */
  stamp: Date;
}

const uidDomain = brand.supportEmail.split('@')[1]!;

/** The consultation as an iCalendar (RFC 5545) invitation, METHOD:REQUEST or, when cancelled, METHOD:CANCEL. */
export function consultationInvitation(invitation: ConsultationInvitation): NonNullable<MailMessage['icalEvent']> {
  const method = invitation.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const { locale } = invitation.attendee;
  const calendar = ical({ prodId: { company: brand.name, product: 'Consultation', language: locale.toUpperCase() }, method });
  calendar.createEvent({
    id: `${invitation.uid}@${uidDomain}`,
    sequence: invitation.sequence,
    stamp: invitation.stamp,
    start: invitation.start,
    end: new Date(invitation.start.getTime() + CONSULTATION_MINUTES * 60_000),
    summary: m.email_calendar_summary({ brand: brand.name }, { locale }),
    description: invitation.notes ?? m.email_calendar_description({ brand: brand.name }, { locale }),
    organizer: { name: `${brand.name} team`, email: brand.supportEmail },
    attendees: [{ name: invitation.attendee.fullName, email: invitation.attendee.email }],
    status: invitation.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: invitation.cancelled ? 'CANCEL' : 'REQUEST', filename: 'consultation.ics', content: calendar.toString() };
}
