import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES } from '@vaga/contract';
import { sendNotFound } from '../../platform/error-handler.ts';
import type { App } from '../../platform/types.ts';
import { sitemapPath, type SitemapFile } from './seo.service.ts';

/** Crawlers read these often; browsers and proxies may keep them an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The origin the addresses are written with: PUBLIC_URL's, never the request's Host. */
function originOf(app: App): string {
  return app.config.publicOrigin;
}

/** A sitemap file, gzipped when the client takes gzip (made once per file, not per request). */
async function sendXml(request: FastifyRequest, reply: FastifyReply, file: SitemapFile) {
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(await file.gzip);
  }
  return reply.send(file.xml);
}

/**
 * `/robots.txt`, `/sitemap.xml` and the sitemap of each language (`/sitemap-<locale>.xml`, its
 * later files at `?page=2`…): public, outside the API (not in the OpenAPI document).
 */
export async function seoRoutes(app: App): Promise<void> {
  const seo = app.services.seo;
  // Compressed here (the sitemaps, once per file) or too small to gain from it (robots.txt).
  const options = {
    config: { auth: 'public' as const },
    compress: false as const,
    schema: { hide: true },
  };

  app.get('/robots.txt', options, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(seo.robots(originOf(app))),
  );

  app.get('/sitemap.xml', options, async (request, reply) =>
    sendXml(request, reply, await seo.index(originOf(app))),
  );

  for (const locale of LOCALES) {
    app.get(sitemapPath(locale), options, async (request, reply) => {
      const raw = (request.query as { page?: unknown }).page;
      const page = raw === undefined ? 1 : /^[1-9]\d{0,5}$/.test(String(raw)) ? Number(raw) : 0;
      const file = page > 0 ? await seo.sitemap(originOf(app), locale, page) : null;
      return file ? sendXml(request, reply, file) : sendNotFound(reply);
    });
  }
}
