import * as z from 'zod/mini';
import { availabilitySlotListSchema, availabilitySlotRequestSchema, availabilitySlotSchema } from '../availability';
import { bookConsultationRequestSchema, consultationRecordSchema } from '../consultations';
import {
  scheduleConsultationRequestSchema,
  completeConsultationRequestSchema,
  confirmConsultationRequestSchema,
} from '../consultation-management';
import { defineEndpoints, idParams, userIdParams } from '../contract';

export const consultationApi = defineEndpoints('Consultation calls', {
  mine: {
    method: 'GET',
    path: '/api/call-schedule',
    access: 'client',
    summary: "The consultation call that applies to the tenant (a co-tenant's is their group leader's), or null.",
    responses: { 200: z.nullable(consultationRecordSchema) },
  },
  availableSlots: {
    method: 'GET',
    path: '/api/available-slots',
    access: 'client',
    summary: 'The active availability slots, each with the times already booked in it over the next 14 days.',
    responses: { 200: availabilitySlotListSchema },
  },
  book: {
    method: 'POST',
    path: '/api/call-schedule',
    access: 'client',
    summary:
      'Requests a consultation at a time the booking form offered, or changes the request. Refused without preferences (needsPreferences), for a co-tenant, for a completed call and for a time already booked.',
    body: bookConsultationRequestSchema,
    responses: { 200: consultationRecordSchema },
    flaggedRefusals: ['needs_preferences'],
  },
  cancel: {
    method: 'DELETE',
    path: '/api/call-schedule',
    access: 'client',
    summary: 'Cancels the client’s consultation request, unless it has taken place. Takes no body (the web sends {}, decision 002).',
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
});

export const availabilityApi = defineEndpoints('Availability', {
  list: {
    method: 'GET',
    path: '/api/admin/availability',
    access: 'admin',
    summary: 'Every weekly availability slot, active or not.',
    responses: { 200: availabilitySlotListSchema },
  },
  create: {
    method: 'POST',
    path: '/api/admin/availability',
    access: 'admin',
    audit: 'availability.create',
    summary: 'Adds a weekly slot: dayOfWeek 0 (Sunday) to 6, startTime before endTime, as HH:MM in UK time.',
    body: availabilitySlotRequestSchema,
    responses: { 201: availabilitySlotSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/admin/availability/{id}',
    access: 'admin',
    audit: 'availability.update',
    summary: 'Changes a slot. Calls already booked in it keep their times.',
    params: idParams,
    body: availabilitySlotRequestSchema,
    responses: { 200: availabilitySlotSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/availability/{id}',
    access: 'admin',
    audit: 'availability.delete',
    summary: 'Deletes a slot. Calls already booked in it keep their times.',
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
});

export const consultationManagementApi = defineEndpoints('Admin: consultation calls', {
  confirm: {
    method: 'PUT',
    path: '/api/call-schedule/{userId}/confirm',
    access: 'admin',
    audit: 'call.confirm',
    summary:
      "Confirms the client's call at confirmedDateTime (the requested time when omitted), or moves a confirmed call there. E-mails the client the UK time with a calendar invitation.",
    params: userIdParams,
    body: confirmConsultationRequestSchema,
    responses: { 200: consultationRecordSchema },
  },
  complete: {
    method: 'PUT',
    path: '/api/call-schedule/{userId}/complete',
    access: 'admin',
    audit: 'call.complete',
    summary: "Marks the confirmed call as held. paymentAmount (pounds, above 0) becomes the client's service fee. E-mails the client.",
    params: userIdParams,
    body: completeConsultationRequestSchema,
    responses: { 200: consultationRecordSchema },
  },
  cancel: {
    method: 'DELETE',
    path: '/api/admin/calls/{id}',
    access: 'admin',
    audit: 'call.cancel',
    summary:
      'Cancels a pending or confirmed call by its id, so the client can book again. E-mails the client (a calendar cancellation when it was confirmed).',
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
  scheduleConsultation: {
    method: 'POST',
    path: '/api/admin/call-schedule/{userId}',
    access: 'admin',
    audit: 'call.schedule',
    summary:
      'Books a confirmed call at any future time, availability aside, replacing a pending or confirmed one. A completed consultation needs override: true (a follow-up). E-mails the client.',
    params: userIdParams,
    body: scheduleConsultationRequestSchema,
    responses: { 200: consultationRecordSchema },
  },
});
