import * as z from 'zod/mini';
import { defineEndpoints, idParams } from '../contract';
import {
  DOCUMENT_TYPES_ACCEPTED,
  documentRecordSchema,
  documentReviewRequestSchema,
  documentUploadFieldsSchema,
  MAX_DOCUMENTS_PER_UPLOAD,
} from '../documents';
import { MAX_UPLOAD_LABEL } from '../uploads';

export const documentsApi = defineEndpoints('Documents', {
  mine: {
    method: 'GET',
    path: '/api/documents',
    access: 'client',
    summary: "The client's documents, newest first, with their review status and the admin's note.",
    responses: { 200: z.array(documentRecordSchema) },
  },
  upload: {
    method: 'POST',
    path: '/api/documents',
    access: 'client',
    audit: 'document.upload',
    summary:
      'Uploads one or more documents of one type, once a payment is verified. Files of a type that was rejected replace the rejected ones.',
    multipart: {
      fields: documentUploadFieldsSchema,
      files: [
        {
          name: 'documents',
          required: true,
          repeats: true,
          description: `1 to ${MAX_DOCUMENTS_PER_UPLOAD} files (images, PDF, .doc, .docx), each up to ${MAX_UPLOAD_LABEL}; the field repeats.`,
        },
      ],
    },
    responses: { 201: z.array(documentRecordSchema) },
  },
  review: {
    method: 'PUT',
    path: '/api/documents/{id}/verify',
    access: 'admin',
    audit: 'document.review',
    summary: 'Verifies or rejects a pending document, with a note for the client. E-mails the client.',
    params: idParams,
    body: documentReviewRequestSchema,
    responses: { 200: documentRecordSchema },
  },
  downloadAll: {
    method: 'GET',
    path: '/api/admin/users/{id}/documents/download-all',
    access: 'admin',
    audit: 'document.read_all',
    summary: "Every document of the client in one zip, '{user}_Documents.zip', streamed, a folder per document type.",
    params: idParams,
    responses: { 200: 'file' },
    downloadTypes: ['application/zip'],
  },
  download: {
    method: 'GET',
    path: '/api/admin/documents/{id}/download',
    access: 'admin',
    audit: 'document.read',
    summary: 'The document file, as an attachment (images are previewed from it too).',
    params: idParams,
    responses: { 200: 'file' },
    downloadTypes: DOCUMENT_TYPES_ACCEPTED,
  },
});
