import { DRIVING_LICENCE_ORIGIN, REQUIREMENT_LIMITS, type References } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { PostingLanguageRows } from './posting-language-rows.tsx';
import { PostingOptionChecks } from './posting-option-checks.tsx';

/**
 * The vacancy's optional structured requirements (skill fit): languages with levels, driving
 * licences and skills, from the same reference options the resume offers, so a seeker's resume
 * can be measured against them.
 */
export function PostingRequirementFields({ references }: { references: References }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <fieldset className="vaga-field vaga-posting-requirements">
      <legend className="vaga-field__label">{t('postings.form.requirements.title')}</legend>
      <p className="vaga-field__hint">{t('postings.form.requirements.hint')}</p>
      <PostingLanguageRows
        languages={references.LANGUAGE ?? []}
        levels={references.LANGUAGE_LEVEL ?? []}
      />
      <PostingOptionChecks
        name="requirements.drivingSkillIds"
        label={t('postings.form.requirements.drivingSkillIds')}
        options={references.DRIVING_SKILL ?? []}
        max={REQUIREMENT_LIMITS.drivingLicences}
        groupOf={(o) =>
          o.extraInfo === String(DRIVING_LICENCE_ORIGIN.inland)
            ? t('postings.form.requirements.licenceInland')
            : t('postings.form.requirements.licenceMacao')
        }
      />
      <PostingOptionChecks
        name="requirements.skillIds"
        label={t('postings.form.requirements.skillIds')}
        options={references.SKILL ?? []}
        max={REQUIREMENT_LIMITS.skills}
      />
    </fieldset>
  );
}
