import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { JobOfferSummarySchema } from './joboffers.ts';
import { PATHS } from './paths.ts';

/** Codes of the service menu entries (spec §2), in the spec's spelling. */
export const SERVICE_MENU_CODES = [
  'LOCAL_VACANCY',
  'INDUSTRY_EVENT',
  'LEISURE_EVENT_ODE',
  'LEISURE_EVENT',
  'GRAND_EVENT',
  'RECOMMAND_VACANCY',
  'JOBSEEK_SERVICE',
] as const;
export type ServiceMenuCode = (typeof SERVICE_MENU_CODES)[number];

/**
 * An entry of the service menu. Texts and `redirectUrl` are in the request's language.
 * `eventId` is set for event entries when an event of their kind is current (LEISURE_EVENT,
 * GRAND_EVENT → match index; LEISURE_EVENT_ODE → by `eventCatalogType`: 1 job list, 2/3 job
 * classes); `redirectUrl` is the link of LEISURE_EVENT_ODE when it has no event.
 */
export const ServiceMenuSchema = z.object({
  serviceMenu: z.enum(SERVICE_MENU_CODES),
  name: z.string(),
  content: z.string(),
  eventId: z.number().int().nullable(),
  eventCatalogType: z.number().int().nullable(),
  redirectUrl: z.string().nullable(),
});
export type ServiceMenu = z.infer<typeof ServiceMenuSchema>;

/** GET v1/servicehome. */
export const ServiceHomeSchema = z.object({
  jobOfferSummary: JobOfferSummarySchema,
  serviceMenuList: z.array(ServiceMenuSchema),
});
export type ServiceHome = z.infer<typeof ServiceHomeSchema>;

/** GET v1/banners: the home banners showing now, in order; texts in the request's language. */
export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.array(BannerSchema);

/** The service home and its banners (public). */
export const SERVICE_HOME_ENDPOINTS = endpoints('servicehome', {
  serviceHome: {
    method: 'GET',
    path: PATHS.serviceHome,
    access: 'public',
    operationId: 'getServiceHome',
    summary: 'The home page’s content',
    response: ServiceHomeSchema,
  },
  banners: {
    method: 'GET',
    path: PATHS.banners,
    access: 'public',
    operationId: 'listBanners',
    summary: 'The home page’s banners',
    response: BannerListSchema,
  },
});
