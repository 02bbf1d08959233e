import { endpoints } from './endpoint.ts';
import { PATHS } from './paths.ts';
import {
  ProfileInputSchema,
  ProfileSchema,
  ProfileSimpleCreateSchema,
  ProfileSimpleUpdateSchema,
  ProfileStatusSchema,
  SelfSeekingSchema,
} from './profile.ts';

const resident = 'resident' as const;
const WRITE_ERRORS = [
  'BE_BIRTHDAY_MISMATCH',
  'BE_PROFILE_ALREADY_EXISTS',
  'BE_REFERENCE_OPTION_INACTIVE',
  'BE_SEEKER_AGE_MUST_GE_16',
] as const;

/** The job-seeking profile (resume) and its publication to employers. Residents only. */
export const PROFILE_ENDPOINTS = endpoints('profile', {
  getProfile: {
    method: 'GET',
    path: PATHS.profile,
    access: resident,
    operationId: 'getProfile',
    summary: 'My resume',
    response: ProfileSchema,
    errors: ['BE_PROFILE_NOT_FOUND'],
  },
  createProfile: {
    method: 'POST',
    path: PATHS.profile,
    access: resident,
    operationId: 'createProfile',
    summary: 'Create my resume',
    body: ProfileInputSchema,
    response: ProfileSchema,
    errors: WRITE_ERRORS,
  },
  updateProfile: {
    method: 'PUT',
    path: PATHS.profile,
    access: resident,
    operationId: 'updateProfile',
    summary: 'Update my resume',
    body: ProfileInputSchema,
    response: ProfileSchema,
    errors: [
      'BE_BIRTHDAY_MISMATCH',
      'BE_PROFILE_NOT_FOUND',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SEEKER_AGE_MUST_GE_16',
    ],
  },
  profileV2: {
    method: 'GET',
    path: PATHS.profileV2,
    access: resident,
    operationId: 'getProfileV2',
    summary: 'My resume, by section',
    response: ProfileStatusSchema,
    errors: ['BE_PROFILE_NOT_FOUND'],
  },
  createSimpleProfile: {
    method: 'POST',
    path: PATHS.profileSimple,
    access: resident,
    operationId: 'createSimpleProfile',
    summary: 'Create my resume from its first sections',
    body: ProfileSimpleCreateSchema,
    response: ProfileSchema,
    errors: WRITE_ERRORS,
  },
  updateSimpleProfile: {
    method: 'PUT',
    path: PATHS.profileSimple,
    access: resident,
    operationId: 'updateSimpleProfile',
    summary: 'Update sections of my resume',
    body: ProfileSimpleUpdateSchema,
    response: ProfileSchema,
    errors: ['BE_PROFILE_NOT_FOUND', 'BE_REFERENCE_OPTION_INACTIVE'],
  },
  selfSeeking: {
    method: 'PUT',
    path: PATHS.selfSeeking,
    access: resident,
    operationId: 'setSelfSeeking',
    summary: 'Publish or hide my resume to employers',
    body: SelfSeekingSchema,
    response: ProfileSchema,
    errors: ['BE_PROFILE_NOT_FOUND'],
  },
});
