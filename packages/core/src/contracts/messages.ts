import { idParams, defineEndpoints } from '../contract';
import { messageListSchema, messageRecordSchema, sendMessageRequestSchema } from '../messages';

export const messagesApi = defineEndpoints('Messages', {
  mine: {
    method: 'GET',
    path: '/api/messages',
    access: 'client',
    summary: "The client's messages from the admin team, newest first.",
    responses: { 200: messageListSchema },
  },
  unread: {
    method: 'GET',
    path: '/api/messages/unread',
    access: 'client',
    summary: 'The messages the client has not read yet, oldest first (the popup shows them in turn).',
    responses: { 200: messageListSchema },
  },
  markRead: {
    method: 'PUT',
    path: '/api/messages/{id}/read',
    access: 'client',
    summary: "Marks one of the client's messages read. Takes no body (the web sends {}, decision 002); another client's message is 404.",
    params: idParams,
    responses: { 200: messageRecordSchema },
  },
  send: {
    method: 'PUT',
    path: '/api/admin/users/{id}/message',
    access: 'admin',
    audit: 'message.send',
    summary:
      'Sends the client a message, shown to them once in a popup and listed on their dashboard; the client is e-mailed a notice that it is waiting, not the message.',
    params: idParams,
    body: sendMessageRequestSchema,
    responses: { 200: messageRecordSchema },
  },
  history: {
    method: 'GET',
    path: '/api/admin/users/{id}/messages',
    access: 'admin',
    summary: "The client's messages, newest first, with whether and when each was read.",
    params: idParams,
    responses: { 200: messageListSchema },
  },
});
