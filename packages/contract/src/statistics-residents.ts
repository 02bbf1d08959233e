import { z } from 'zod';
import { LOCALES, type Locale } from './languages.ts';

/**
 * The residents of a period in figures, by language of use (the language the person last used
 * the app in, zh-Hant when never named): new resumes, resumes published, new job alerts. These
 * are people: a count of 1 to 4 is null ("fewer than 5").
 */

export const RESIDENT_FIGURES = ['newResumes', 'publishedResumes', 'jobAlerts'] as const;
export type ResidentFigure = (typeof RESIDENT_FIGURES)[number];

/** A count of people (null: 1 to 4), as statistics.ts's PeopleCountSchema. */
const residentCount = z.number().int().min(0).nullable();

/** One figure: every language and all of them together (each withheld on its own). */
export const ResidentCountSchema = z.object({
  all: residentCount,
  byLanguage: z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, residentCount])) as Record<
      Locale,
      typeof residentCount
    >,
  ),
});
export type ResidentCount = z.infer<typeof ResidentCountSchema>;

export const ResidentFiguresSchema = z.object(
  Object.fromEntries(RESIDENT_FIGURES.map((figure) => [figure, ResidentCountSchema])) as Record<
    ResidentFigure,
    typeof ResidentCountSchema
  >,
);
export type ResidentFigures = z.infer<typeof ResidentFiguresSchema>;
