import * as z from 'zod/mini';
import { defineEndpoints, idParams } from '../contract';
import {
  sharedFileFieldsSchema,
  sharedFileListSchema,
  sharedFileRecordSchema,
  SHARED_FILE_TYPES,
  SHARED_FILE_TYPES_LABEL,
} from '../shared-files';

export const sharedFilesApi = defineEndpoints('Shared files', {
  share: {
    method: 'POST',
    path: '/api/admin/users/{id}/files',
    access: 'admin',
    audit: 'file.share',
    summary: 'Shares one file with the client, who is e-mailed; category general (default), invoice or contract.',
    params: idParams,
    multipart: {
      fields: sharedFileFieldsSchema,
      files: [{ name: 'file', required: true, description: `One file: ${SHARED_FILE_TYPES_LABEL}.` }],
    },
    responses: { 201: sharedFileRecordSchema },
  },
  clientFiles: {
    method: 'GET',
    path: '/api/admin/users/{id}/files',
    access: 'admin',
    summary: 'The files shared with the client, newest first, with whether they downloaded each.',
    params: idParams,
    responses: { 200: sharedFileListSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/files/{id}',
    access: 'admin',
    audit: 'file.remove',
    summary: 'Stops sharing a file: the record goes, then the stored file.',
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
  adminDownload: {
    method: 'GET',
    path: '/api/admin/files/{id}/download',
    access: 'admin',
    audit: 'file.read',
    summary: 'A shared file, as an attachment; does not count as the client’s download.',
    params: idParams,
    responses: { 200: 'file' },
    downloadTypes: SHARED_FILE_TYPES,
  },
  mine: {
    method: 'GET',
    path: '/api/user/shared-files',
    access: 'client',
    summary: 'The files the admin team shared with the client, newest first.',
    responses: { 200: sharedFileListSchema },
  },
  download: {
    method: 'GET',
    path: '/api/user/shared-files/{id}/download',
    access: 'client',
    summary: 'One of the client’s shared files, as an attachment; records the first download and counts them.',
    params: idParams,
    responses: { 200: 'file' },
    downloadTypes: SHARED_FILE_TYPES,
  },
});
