import { defineEndpoints, idParams } from '../contract';
import {
  rightToRentCheckFieldsSchema,
  rightToRentFollowUpsSchema,
  rightToRentRecordSchema,
  shareCodeRequestSchema,
} from '../right-to-rent';

export const rightToRentApi = defineEndpoints('Right to Rent', {
  mine: {
    method: 'GET',
    path: '/api/right-to-rent',
    access: 'client',
    summary: "The client's share code and date of birth, whether a new code is needed (given over 90 days ago), and the latest check.",
    responses: { 200: rightToRentRecordSchema },
  },
  giveShareCode: {
    method: 'PUT',
    path: '/api/right-to-rent',
    access: 'client',
    summary:
      'Gives (or replaces) the Home Office share code, 9 letters and digits (spaces and lower case accepted), and the date of birth.',
    body: shareCodeRequestSchema,
    responses: { 200: rightToRentRecordSchema },
  },
  clientRecord: {
    method: 'GET',
    path: '/api/admin/users/{id}/right-to-rent',
    access: 'admin',
    summary: "A client's share code, date of birth and latest check, for the Right to Rent block of their page.",
    params: idParams,
    responses: { 200: rightToRentRecordSchema },
  },
  recordCheck: {
    method: 'PUT',
    path: '/api/admin/users/{id}/right-to-rent',
    access: 'admin',
    audit: 'right_to_rent.check',
    summary:
      'Records the Home Office check (it replaces the previous one), with the result as an optional PDF. A time-limited ' +
      'permission schedules an e-mail to the staff and the client 28 days before it ends.',
    params: idParams,
    multipart: {
      fields: rightToRentCheckFieldsSchema,
      files: [{ name: 'resultPdf', required: false, description: 'The Home Office result as a PDF, up to 10 MB.' }],
    },
    responses: { 200: rightToRentRecordSchema },
  },
  downloadResult: {
    method: 'GET',
    path: '/api/admin/right-to-rent/checks/{id}/result',
    access: 'admin',
    audit: 'right_to_rent.read',
    summary: "The check's Home Office result PDF, as an attachment.",
    params: idParams,
    responses: { 200: 'file' },
    downloadTypes: ['application/pdf'],
  },
  followUps: {
    method: 'GET',
    path: '/api/admin/right-to-rent/follow-ups',
    access: 'admin',
    summary: 'The clients whose latest check is a time-limited permission ending within 28 days or already ended, soonest first.',
    responses: { 200: rightToRentFollowUpsSchema },
  },
});
