import { REFERENCE_ENDPOINTS as E } from '@vaga/contract';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';
import { sendJson } from '../../platform/json-body.ts';
import { ANSWERS_JSON } from '../../platform/security-headers.ts';

/**
 * JSON bytes written once and compressed once by sendJson: no security-header hook at send
 * (platform/security-headers.ts), no compression hooks.
 */
const JSON_ONLY = { config: ANSWERS_JSON, compress: false } as const;

/** Reference options (spec §7 "Profile and references"); public. */
export async function referencesRoutes(app: App): Promise<void> {
  const references = () => app.services.references;

  route(
    app,
    E.references,
    async (request, reply) => sendJson(reply, await references().allJson(requestLanguage(request))),
    JSON_ONLY,
  );

  route(
    app,
    E.referencesDoc,
    async (request, reply) =>
      sendJson(reply, await references().docTypesJson(requestLanguage(request))),
    JSON_ONLY,
  );

  route(
    app,
    E.referencesByType,
    async (request, reply) =>
      sendJson(reply, await references().byTypeJson(request.params.type, requestLanguage(request))),
    JSON_ONLY,
  );
}
