import {
  PATHS,
  ReferenceDocSchema,
  ReferenceOptionListSchema,
  ReferencesSchema,
  ReferenceTypeParamsSchema,
} from '@vaga/contract';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';
import { sendJson } from '../../platform/json-body.ts';

/** Reference options (spec §7 "Profile and references"); public. */
export async function referencesRoutes(app: App): Promise<void> {
  const tags = ['references'];
  const references = () => app.services.references;

  app.get(
    PATHS.references,
    { config: { auth: 'public' }, schema: { tags, response: { 200: ReferencesSchema } } },
    async (request, reply) => sendJson(reply, await references().allJson(requestLanguage(request))),
  );

  app.get(
    PATHS.referencesDoc,
    { config: { auth: 'public' }, schema: { tags, response: { 200: ReferenceDocSchema } } },
    async (request, reply) =>
      sendJson(reply, await references().docTypesJson(requestLanguage(request))),
  );

  app.get(
    PATHS.referencesByType,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: ReferenceTypeParamsSchema,
        response: { 200: ReferenceOptionListSchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, await references().byTypeJson(request.params.type, requestLanguage(request))),
  );
}
