import { z } from 'zod';
import { FlagSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { PATHS } from './paths.ts';
import { safeString } from './validation.ts';

/** The 17 reference types of spec §3. */
export const REFERENCE_TYPES = [
  'JOBTITLE',
  'EMPLOYMENT_STATUS',
  'SALARYTYPE',
  'REG_REASON',
  'SHIFT',
  'LIVING_LOCATION',
  'UNEMPLOYED',
  'YES_NO',
  'DISABILITY',
  'DISABILITY_LEVEL',
  'EDUCATION',
  'EDUCATION_LEVEL',
  'EDUCATION_MAJOR',
  'LANGUAGE',
  'LANGUAGE_LEVEL',
  'DRIVING_SKILL',
  'SKILL',
] as const;
export const ReferenceTypeSchema = z.enum(REFERENCE_TYPES);
export type ReferenceType = z.infer<typeof ReferenceTypeSchema>;

/**
 * A reference option. `name` is the name in the request's Accept-Language; the three
 * language names are always present so a client can switch language without a new call.
 * `isActive` 0 = disabled: shown, never choosable.
 */
export const ReferenceOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameCn: z.string(),
  namePt: z.string(),
  nameEn: z.string(),
  isActive: FlagSchema,
  extraInfo: z.string().nullable(),
});
export type ReferenceOption = z.infer<typeof ReferenceOptionSchema>;

export const ReferenceOptionListSchema = z.array(ReferenceOptionSchema);

/** GET v1/references: every type with its options. */
export const ReferencesSchema = z.record(ReferenceTypeSchema, ReferenceOptionListSchema);
export type References = z.infer<typeof ReferencesSchema>;

export const ReferenceTypeParamsSchema = z.object({ type: safeString().max(40) });

/**
 * GET v1/references/doc: the resume document (file) types of spec §3 — skill, education,
 * experience, other certificates — in the reference option shape.
 */
export const ReferenceDocSchema = ReferenceOptionListSchema;

/** The reference options' endpoints (public). */
export const REFERENCE_ENDPOINTS = endpoints('references', {
  references: {
    method: 'GET',
    path: PATHS.references,
    access: 'public',
    operationId: 'listReferences',
    summary: 'Every reference list (options of the forms)',
    response: ReferencesSchema,
  },
  referencesDoc: {
    method: 'GET',
    path: PATHS.referencesDoc,
    access: 'public',
    operationId: 'listReferenceDocs',
    summary: 'The identity document types',
    response: ReferenceDocSchema,
  },
  referencesByType: {
    method: 'GET',
    path: PATHS.referencesByType,
    access: 'public',
    operationId: 'listReferencesOfType',
    summary: 'One reference list',
    params: ReferenceTypeParamsSchema,
    response: ReferenceOptionListSchema,
    errors: ['BE_REFERENCE_TYPE_INVALID'],
  },
});
