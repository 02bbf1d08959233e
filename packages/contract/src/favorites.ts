import { z } from 'zod';
import { MAX_ROW_ID } from './limits.ts';
import { FlagSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { VACANCY_TRANSLATED_FIELDS } from './joboffers.ts';
import { PATHS } from './paths.ts';
import { boundedInteger, groupError, paramInteger, validationMessage } from './validation.ts';

/**
 * Favourite vacancies (spec §3 Favorite, §6, §7 Favorites). At most LIMITS.favoritesPerSeeker
 * per seeker; a visitor keeps them in local storage (STORAGE_KEYS.visitorFavorites) and merges
 * them with saveBatch after login.
 */
export const FavoriteQuerySchema = z.object({
  jobOfferId: paramInteger(1, MAX_ROW_ID),
});

/**
 * POST saveBatch: the visitor's favourites, merged with the stored ones, in the visitor's order
 * (the first ones first). Vacancies already saved count once; vacancies that no longer exist or
 * were removed are skipped. As many as fit under the cap are saved; the rest are answered as not
 * fitting, so the visitor keeps them (see FavoriteSaveBatchResultSchema).
 */
export const FavoriteSaveBatchSchema = z
  .array(boundedInteger(1, MAX_ROW_ID), { error: groupError })
  .max(200, { error: validationMessage('validation.maxItems', 200) });

/** GET favorites, and the answer of every change: the favourite vacancy ids, newest first. */
export const FavoriteIdsSchema = z.array(z.number().int());

/** The answer of saveBatch. */
export const FavoriteSaveBatchResultSchema = z.object({
  /** Every favourite vacancy id of the seeker after the merge, newest first. */
  ids: FavoriteIdsSchema,
  /** The batch's vacancies that are now favourites (saved now, or saved before). */
  saved: z.array(z.number().int()),
  /** The batch's vacancies that did not fit under the cap, in the batch's order: none saved. */
  notFitting: z.array(z.number().int()),
  /** The batch's vacancies that no longer exist or were removed: skipped. */
  skipped: z.array(z.number().int()),
});
export type FavoriteSaveBatchResult = z.infer<typeof FavoriteSaveBatchResultSchema>;

/** GET favorites/detail: a favourite with its vacancy, as the /favorites tab shows it. */
export const FavoriteSchema = z.object({
  jobOfferId: z.number().int(),
  companyType: z.string().nullable(),
  jobOfferTitle: z.string(),
  salary: z.number().int().min(0),
  salaryTypeName: z.string(),
  companyName: z.string(),
  education: z.string(),
  experienceSkill: z.string(),
  workingArea: z.string(),
  workingTime: z.string(),
  jobDescription: z.string(),
  additionalMessage: z.string(),
  isShowAdditionalMessage: FlagSchema,
  hashTag: z.array(z.string()),
  needCv: FlagSchema,
  /** 0 once the vacancy is past its four months: the tab shows the expired message, no booking. */
  isValid: FlagSchema,
  createdAt: z.string(),
  /** The vacancy's texts shown in Chinese for want of the asked language's (JobOfferCard). */
  inChinese: z.array(z.enum(VACANCY_TRANSLATED_FIELDS)).optional(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;
export const FavoriteListSchema = z.array(FavoriteSchema);

const resident = 'resident' as const;

export const FAVORITE_ENDPOINTS = endpoints('favorites', {
  listFavoriteIds: {
    method: 'GET',
    path: PATHS.favorites,
    access: resident,
    operationId: 'listFavoriteIds',
    summary: 'The ids of my saved vacancies',
    response: FavoriteIdsSchema,
  },
  addFavorite: {
    method: 'POST',
    path: PATHS.favorites,
    access: resident,
    operationId: 'addFavorite',
    summary: 'Save a vacancy',
    query: FavoriteQuerySchema,
    response: FavoriteIdsSchema,
    errors: ['BE_FAVORITE_EXCEED_MAX', 'BE_JOBOFFER_INVALID'],
  },
  removeFavorite: {
    method: 'DELETE',
    path: PATHS.favorites,
    access: resident,
    operationId: 'removeFavorite',
    summary: 'Forget a saved vacancy',
    query: FavoriteQuerySchema,
    response: FavoriteIdsSchema,
  },
  favoritesDetail: {
    method: 'GET',
    path: PATHS.favoritesDetail,
    access: resident,
    operationId: 'listFavorites',
    summary: 'My saved vacancies',
    response: FavoriteListSchema,
  },
  favoritesSaveBatch: {
    method: 'POST',
    path: PATHS.favoritesSaveBatch,
    access: resident,
    operationId: 'saveFavorites',
    summary: 'Save several vacancies at once',
    body: FavoriteSaveBatchSchema,
    response: FavoriteSaveBatchResultSchema,
  },
});
