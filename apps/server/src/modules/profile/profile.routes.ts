import { PROFILE_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';
import { assertValidRequest } from './profile.validation.ts';

/** The handler answers a schema failure itself: the field's path and message (assertValidRequest). */
const ownValidation = { attachValidation: true };

/** The job-seeking profile (spec §7 "Profile and references"). */
export async function profileRoutes(app: App): Promise<void> {
  const profiles = app.services.profile;

  route(app, E.getProfile, async (request) => profiles.get(requireAccount(request)));

  route(
    app,
    E.createProfile,
    async (request) => {
      assertValidRequest(request);
      return profiles.create(requireAccount(request), request.body, {
        lang: requestLanguage(request),
      });
    },
    ownValidation,
  );

  route(
    app,
    E.updateProfile,
    async (request) => {
      assertValidRequest(request);
      return profiles.replace(requireAccount(request), request.body, {
        lang: requestLanguage(request),
      });
    },
    ownValidation,
  );

  route(app, E.profileV2, async (request) => profiles.status(requireAccount(request)));

  route(
    app,
    E.createSimpleProfile,
    async (request) => {
      assertValidRequest(request);
      return profiles.createSimple(requireAccount(request), request.body, requestLanguage(request));
    },
    ownValidation,
  );

  route(
    app,
    E.updateSimpleProfile,
    async (request) => {
      assertValidRequest(request);
      return profiles.updateSimple(requireAccount(request), request.body, requestLanguage(request));
    },
    ownValidation,
  );

  route(
    app,
    E.selfSeeking,
    async (request) => {
      assertValidRequest(request);
      return profiles.setPublic(requireAccount(request), request.body.isPublic);
    },
    ownValidation,
  );
}
