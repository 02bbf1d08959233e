import type { FastifyRequest } from 'fastify';
import { apiLanguageFrom, type ApiLanguage } from '@vaga/contract';

/** The request's language from Accept-Language: zh (default), pt or en. */
export function requestLanguage(request: FastifyRequest): ApiLanguage {
  return apiLanguageFrom(request.headers['accept-language']);
}
