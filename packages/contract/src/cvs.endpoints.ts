import { NoContentSchema } from './common.ts';
import {
  CvFileSchema,
  CvFileListSchema,
  CvParamsSchema,
  ResumeParamsSchema,
  CvUploadQuerySchema,
  ResumeUploadQuerySchema,
  CvRenameSchema,
  GenerateCvQuerySchema,
  Base64FileSchema,
} from './cvs.ts';
import { endpoints } from './endpoint.ts';
import { PATHS } from './paths.ts';

/*
 * The CV endpoints live apart from the CV schemas: a page that only calls one (the event bookings
 * read the CV list) loads no form schema with it.
 */

const resident = 'resident' as const;
const UPLOAD_ERRORS = [
  'BE_CV_EXCEED_MAX',
  'FILE_EMPTY',
  'FILE_SIZE_TOO_LARGE',
  'FILE_TYPE_ILLEGAL',
  'FILE_STORE_UNAVAILABLE',
] as const;
const DOWNLOAD_ERRORS = ['NOT_FOUND', 'BE_CV_DOWNLOAD_FAIL', 'FILE_STORE_UNAVAILABLE'] as const;

/**
 * CV files (v1 and v2 paths over the same files), the CV generated from the resume and the
 * base64 converter. Residents only: the spec's file flows are theirs.
 */
export const CV_ENDPOINTS = endpoints('cvs', {
  listCvs: {
    method: 'GET',
    path: PATHS.cvs,
    access: resident,
    operationId: 'listCvs',
    summary: 'My CV files',
    response: CvFileListSchema,
  },
  uploadCv: {
    method: 'POST',
    path: PATHS.cvs,
    access: resident,
    operationId: 'uploadCv',
    summary: 'Upload a CV file (multipart)',
    query: CvUploadQuerySchema,
    response: CvFileSchema,
    upload: true,
    errors: UPLOAD_ERRORS,
  },
  listResumes: {
    method: 'GET',
    path: PATHS.resumes,
    access: resident,
    operationId: 'listResumes',
    summary: 'My CV files (v2)',
    response: CvFileListSchema,
  },
  uploadResume: {
    method: 'POST',
    path: PATHS.resumes,
    access: resident,
    operationId: 'uploadResume',
    summary: 'Upload a CV file (v2, multipart)',
    query: ResumeUploadQuerySchema,
    response: CvFileSchema,
    upload: true,
    errors: UPLOAD_ERRORS,
  },
  getCv: {
    method: 'GET',
    path: PATHS.cv,
    access: resident,
    operationId: 'getCv',
    summary: 'A CV file’s details',
    params: CvParamsSchema,
    response: CvFileSchema,
    errors: ['NOT_FOUND'],
  },
  renameCv: {
    method: 'PUT',
    path: PATHS.cv,
    access: resident,
    operationId: 'renameCv',
    summary: 'Rename a CV file',
    params: CvParamsSchema,
    body: CvRenameSchema,
    response: CvFileSchema,
    errors: ['NOT_FOUND'],
  },
  deleteCv: {
    method: 'DELETE',
    path: PATHS.cv,
    access: resident,
    operationId: 'deleteCv',
    summary: 'Delete a CV file',
    params: CvParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: ['NOT_FOUND'],
  },
  cvFile: {
    method: 'GET',
    path: PATHS.cvFile,
    access: resident,
    operationId: 'downloadCv',
    summary: 'Download a CV file',
    params: CvParamsSchema,
    answers: 'file',
    errors: DOWNLOAD_ERRORS,
  },
  resume: {
    method: 'GET',
    path: PATHS.resume,
    access: resident,
    operationId: 'downloadResume',
    summary: 'Download a CV file (v2)',
    params: ResumeParamsSchema,
    answers: 'file',
    errors: DOWNLOAD_ERRORS,
  },
  generateCv: {
    method: 'POST',
    path: PATHS.generateCv,
    access: resident,
    operationId: 'generateCv',
    summary: 'Make a PDF CV from my resume',
    query: GenerateCvQuerySchema,
    answers: 'file',
    errors: ['BE_PROFILE_NOT_FOUND', 'GENERATE_CV_PDF_ERROR'],
  },
  base64Converter: {
    method: 'POST',
    path: PATHS.base64Converter,
    access: resident,
    operationId: 'convertFileToBase64',
    summary: 'Read an uploaded file back as base64 (multipart)',
    response: Base64FileSchema,
    upload: true,
    errors: ['FILE_EMPTY', 'FILE_SIZE_TOO_LARGE', 'FILE_TYPE_ILLEGAL', 'FILE_STORE_UNAVAILABLE'],
  },
});
