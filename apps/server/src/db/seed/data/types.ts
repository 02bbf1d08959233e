import type { JobClassIcon } from '@vaga/contract';

/** A text in zh-Hant, Portuguese and English, in that order. */
export type Texts = readonly [cn: string, pt: string, en: string];

/** A job title: its three names, a typical monthly salary in MOP, and whether it is retired. */
export type TitleRow =
  | readonly [cn: string, pt: string, en: string, monthlySalary: number]
  | readonly [cn: string, pt: string, en: string, monthlySalary: number, inactive: 'inactive'];

export interface SubCategorySeed {
  id: number;
  names: Texts;
  titles: readonly TitleRow[];
}

export interface GroupSeed {
  id: number;
  icon: JobClassIcon;
  names: Texts;
  /** Sentences describing typical duties, used in vacancy descriptions. */
  duties: readonly Texts[];
  subCategories: readonly SubCategorySeed[];
}

/** A reference option: id, names, extraInfo, and 'inactive' for a disabled one. */
export type OptionRow =
  | readonly [id: number, cn: string, pt: string, en: string]
  | readonly [id: number, cn: string, pt: string, en: string, extraInfo: string | null]
  | readonly [
      id: number,
      cn: string,
      pt: string,
      en: string,
      extraInfo: string | null,
      inactive: 'inactive',
    ];
