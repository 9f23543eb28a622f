import { CONSULTATION_MINUTES } from '@nestway/core/booking';
import { brand } from '@nestway/core/brand';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailMessage } from './mailer';

export interface ConsultationInvitation {
  /** Stable for the call, so each new invitation updates (or cancels) the one calendar event. */
  uid: string;
  /** Raised on every invitation sent for the uid; calendars keep the highest. */
  sequence: number;
  start: Date;
  attendee: { email: string; fullName: string };
  notes: string | null;
  cancelled: boolean;
  /** The invitation's DTSTAMP: when it was made. */
  stamp: Date;
}

const uidDomain = brand.supportEmail.split('@')[1]!;

/** The consultation as an iCalendar (RFC 5545) invitation, METHOD:REQUEST or, when cancelled, METHOD:CANCEL. */
export function consultationInvitation(invitation: ConsultationInvitation): NonNullable<MailMessage['icalEvent']> {
  const method = invitation.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: brand.name, product: 'Consultation', language: 'EN' }, method });
  calendar.createEvent({
    id: `${invitation.uid}@${uidDomain}`,
    sequence: invitation.sequence,
    stamp: invitation.stamp,
    start: invitation.start,
    end: new Date(invitation.start.getTime() + CONSULTATION_MINUTES * 60_000),
    summary: `${brand.name} consultation call`,
    description: invitation.notes ?? `Your consultation call with the ${brand.name} team.`,
    organizer: { name: `${brand.name} team`, email: brand.supportEmail },
    attendees: [{ name: invitation.attendee.fullName, email: invitation.attendee.email }],
    status: invitation.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: invitation.cancelled ? 'CANCEL' : 'REQUEST', filename: 'consultation.ics', content: calendar.toString() };
}
