import { NoContentSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { PATHS } from './paths.ts';
import {
  UnemploymentAttachmentParamsSchema,
  UnemploymentCurrentSchema,
  UnemploymentSupplementListSchema,
  UnemploymentSupplementsInputSchema,
} from './unemployment-records.ts';
import {
  UnemploymentSaveSchema,
  UnemploymentUploadQuerySchema,
  UnemploymentUploadResultSchema,
} from './unemployment.ts';

/** The registration is the residents' (spec §2: auth; §6). */
const resident = 'resident' as const;

/** The seeker's involuntary-unemployment registration, its proofs and supplements. */
export const UNEMPLOYMENT_ENDPOINTS = endpoints('unemployment', {
  getUnemployment: {
    method: 'GET',
    path: PATHS.unemployment,
    access: resident,
    operationId: 'getUnemployment',
    summary: 'My unemployment registration',
    response: UnemploymentCurrentSchema,
  },
  registerUnemployment: {
    method: 'POST',
    path: PATHS.unemployment,
    access: resident,
    operationId: 'registerUnemployment',
    summary: 'Submit my unemployment registration',
    body: UnemploymentSaveSchema,
    response: UnemploymentCurrentSchema,
    errors: [
      'NOT_FOUND',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_UNEMPLOYMENT_DOCUMENT_REQUIRED',
      'BE_UNEMPLOYMENT_STATE_INVALID',
      'BE_UNEMPLOYMENT_UNDER_REVIEW',
    ],
  },
  unemploymentUploads: {
    method: 'POST',
    path: PATHS.unemploymentUploads,
    access: resident,
    operationId: 'uploadUnemploymentDocument',
    summary: 'Upload a proof for the unemployment registration (multipart)',
    query: UnemploymentUploadQuerySchema,
    response: UnemploymentUploadResultSchema,
    upload: true,
    errors: [
      'NOT_FOUND',
      'BE_UNEMPLOYMENT_STATE_INVALID',
      'BE_UNEMPLOYMENT_TOO_MANY_FILES',
      'BE_UNEMPLOYMENT_UNDER_REVIEW',
      'FILE_EMPTY',
      'FILE_SIZE_TOO_LARGE',
      'FILE_SIZE_TOO_LARGE_LIMIT_8',
      'FILE_TYPE_ILLEGAL',
      'FILE_STORE_UNAVAILABLE',
    ],
  },
  getUnemploymentSupplements: {
    method: 'GET',
    path: PATHS.unemploymentSupplements,
    access: resident,
    operationId: 'getUnemploymentSupplements',
    summary: 'The documents staff asked me to supply',
    response: UnemploymentSupplementListSchema,
  },
  supplyUnemploymentDocuments: {
    method: 'POST',
    path: PATHS.unemploymentSupplements,
    access: resident,
    operationId: 'supplyUnemploymentDocuments',
    summary: 'Send the documents staff asked for',
    body: UnemploymentSupplementsInputSchema,
    response: UnemploymentCurrentSchema,
    errors: ['NOT_FOUND', 'BE_UNEMPLOYMENT_STATE_INVALID'],
  },
  downloadUnemploymentAttachment: {
    method: 'GET',
    path: PATHS.unemploymentAttachment,
    access: resident,
    operationId: 'downloadUnemploymentAttachment',
    summary: 'Download one of my unemployment proofs',
    params: UnemploymentAttachmentParamsSchema,
    answers: 'file',
    errors: ['NOT_FOUND', 'FILE_STORE_UNAVAILABLE'],
  },
  deleteUnemploymentAttachment: {
    method: 'DELETE',
    path: PATHS.unemploymentAttachment,
    access: resident,
    operationId: 'deleteUnemploymentAttachment',
    summary: 'Remove one of my unemployment proofs',
    params: UnemploymentAttachmentParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: ['NOT_FOUND', 'BE_UNEMPLOYMENT_STATE_INVALID'],
  },
});
