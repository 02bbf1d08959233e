import { Fragment } from 'react';
import type { References, VacancyRequirements } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { requirementLines } from '../lib/requirement-lines.ts';
import { Fact } from '@/shared/console/fact.tsx';

interface PostingRequirementsProps {
  requirements: VacancyRequirements;
  /** The reference options that name them (ids stand in while they load). */
  references: References | undefined;
}

/**
 * A vacancy's structured requirements as facts of its page: the languages with their levels,
 * the driving licences, the skills, each one a line; nothing for a kind it does not state.
 */
export function PostingRequirements({ requirements, references }: PostingRequirementsProps) {
  const { t } = useTranslation(['postings-console', 'console']);
  const lines = requirementLines(
    t,
    requirements,
    (type, id) => references?.[type]?.find((option) => option.id === id)?.name ?? null,
    currentApiLanguage(),
  );
  const list = (items: string[]) =>
    items.length === 0
      ? ''
      : items.map((item) => (
          <Fragment key={item}>
            {item}
            <br />
          </Fragment>
        ));
  return (
    <>
      <Fact label={t('requirements.languages')}>{list(lines.languages)}</Fact>
      <Fact label={t('requirements.drivingLicences')}>{list(lines.drivingLicences)}</Fact>
      <Fact label={t('requirements.skills')}>{list(lines.skills)}</Fact>
    </>
  );
}
