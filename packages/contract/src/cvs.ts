import { z } from 'zod';
import { NoContentSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { API_LANGUAGES } from './locales.ts';
import { PATHS } from './paths.ts';
import { requiredText, safeString, textField } from './validation.ts';

/** Longest CV display name and original file name kept. */
export const CV_NAME_MAX = 100;
export const CV_FILE_NAME_MAX = 255;

/** The CV file types of spec §5/§9 with the content type each is served as. */
export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  rtf: 'application/rtf',
} as const;
export type CvFileType = keyof typeof CV_CONTENT_TYPES;

/** A CV file / resume attachment (spec §3). `uploadDate` is an ISO-8601 instant. */
export const CvFileSchema = z.object({
  cvUid: z.string(),
  cvName: z.string(),
  uploadFileName: z.string(),
  uploadDate: z.string(),
  fileType: z.enum(['pdf', 'doc', 'docx', 'txt', 'rtf']),
  fileSize: z.number().int().min(1),
});
export type CvFile = z.infer<typeof CvFileSchema>;
export const CvFileListSchema = z.array(CvFileSchema);

export const CvParamsSchema = z.object({ cvUid: safeString().min(1).max(64) });
export const ResumeParamsSchema = z.object({ id: safeString().min(1).max(64) });

/** Query of POST v1/profile/cvs: the display name and the file name (both optional). */
export const CvUploadQuerySchema = z.object({
  cvName: textField(CV_NAME_MAX).optional(),
  fileName: textField(CV_FILE_NAME_MAX).optional(),
});
/** Query of POST v2/resumes. */
export const ResumeUploadQuerySchema = z.object({
  resumeName: textField(CV_NAME_MAX).optional(),
  fileName: textField(CV_FILE_NAME_MAX).optional(),
});

/** PUT v1/profile/cvs/{cvUid}: rename; the name must not be blank (spec §5). */
export const CvRenameSchema = z.object({ cvName: requiredText(CV_NAME_MAX) });
export type CvRename = z.infer<typeof CvRenameSchema>;

/** POST api/v1/cvs?lang=: the CV generated from the profile, as a PDF. */
export const GenerateCvQuerySchema = z.object({ lang: z.enum(API_LANGUAGES).default('zh') });

/** POST api/v1/files/converter/base64: an uploaded file as base64 (for the government-app bridge). */
export const Base64FileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  base64: z.string(),
});
export type Base64File = z.infer<typeof Base64FileSchema>;

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
