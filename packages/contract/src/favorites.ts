import { z } from 'zod';
import { FlagSchema } from './common.ts';
import { boundedInteger, groupError, paramInteger, validationMessage } from './validation.ts';

/**
 * Favourite vacancies (spec §3 Favorite, §6, §7 Favorites). At most LIMITS.favoritesPerSeeker
 * per seeker; a visitor keeps them in local storage (STORAGE_KEYS.visitorFavorites) and merges
 * them with saveBatch after login.
 */
export const FavoriteQuerySchema = z.object({
  jobOfferId: paramInteger(1, 2_147_483_647),
});

/**
 * POST saveBatch: the visitor's favourites, merged with the stored ones. Vacancies already saved
 * count once; vacancies that no longer exist or were removed are skipped. When the merge would
 * pass the cap nothing is saved and the answer is BE_FAVORITE_EXCEED_MAX.
 */
export const FavoriteSaveBatchSchema = z
  .array(boundedInteger(1, 2_147_483_647), { error: groupError })
  .max(200, { error: validationMessage('validation.maxItems', 200) });

/** GET favorites, and the answer of every change: the favourite vacancy ids, newest first. */
export const FavoriteIdsSchema = z.array(z.number().int());

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
});
export type Favorite = z.infer<typeof FavoriteSchema>;
export const FavoriteListSchema = z.array(FavoriteSchema);
