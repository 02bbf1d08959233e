import { z } from 'zod';
import { API_LANGUAGES } from './locales.ts';
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
