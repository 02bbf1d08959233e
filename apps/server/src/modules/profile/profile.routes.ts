import {
  PATHS,
  ProfileInputSchema,
  ProfileSchema,
  ProfileSimpleCreateSchema,
  ProfileSimpleUpdateSchema,
  ProfileStatusSchema,
  SelfSeekingSchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';
import { assertValidRequest } from './profile.validation.ts';

const resident = { auth: 'resident' as const };
const security = [{ bearer: [] }];

/** The job-seeking profile (spec §7 "Profile and references"). */
export async function profileRoutes(app: App): Promise<void> {
  const profiles = app.services.profile;

  app.get(
    PATHS.profile,
    { config: resident, schema: { tags: ['profile'], security, response: { 200: ProfileSchema } } },
    async (request) => profiles.get(requireAccount(request)),
  );

  app.post(
    PATHS.profile,
    {
      config: resident,
      attachValidation: true,
      schema: {
        tags: ['profile'],
        security,
        body: ProfileInputSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return profiles.create(requireAccount(request), request.body, {
        lang: requestLanguage(request),
      });
    },
  );

  app.put(
    PATHS.profile,
    {
      config: resident,
      attachValidation: true,
      schema: {
        tags: ['profile'],
        security,
        body: ProfileInputSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return profiles.replace(requireAccount(request), request.body, {
        lang: requestLanguage(request),
      });
    },
  );

  app.get(
    PATHS.profileV2,
    {
      config: resident,
      schema: { tags: ['profile'], security, response: { 200: ProfileStatusSchema } },
    },
    async (request) => profiles.status(requireAccount(request)),
  );

  app.post(
    PATHS.profileSimple,
    {
      config: resident,
      attachValidation: true,
      schema: {
        tags: ['profile'],
        security,
        body: ProfileSimpleCreateSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return profiles.createSimple(requireAccount(request), request.body, requestLanguage(request));
    },
  );

  app.put(
    PATHS.profileSimple,
    {
      config: resident,
      attachValidation: true,
      schema: {
        tags: ['profile'],
        security,
        body: ProfileSimpleUpdateSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return profiles.updateSimple(requireAccount(request), request.body, requestLanguage(request));
    },
  );

  app.put(
    PATHS.selfSeeking,
    {
      config: resident,
      attachValidation: true,
      schema: {
        tags: ['profile'],
        security,
        body: SelfSeekingSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return profiles.setPublic(requireAccount(request), request.body.isPublic);
    },
  );
}
