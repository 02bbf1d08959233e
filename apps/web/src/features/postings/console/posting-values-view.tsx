import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingValues, References, ReferenceType } from '@vaga/contract';
import { formatMop } from '@/shared/lib/format.ts';
import { useReferences } from '@/shared/api/references.ts';
import { usePostingCatalog } from '../api/posting-catalog.ts';
import { POSTING_LANGUAGES, type PostingTexts } from '../lib/posting-form-values.ts';
import { Fact } from '@/shared/console/fact.tsx';
import { PostingRequirements } from './posting-requirements.tsx';

const LANG = { cn: 'zh-Hant', pt: 'pt', en: 'en' } as const;

/** A text in each language it was written in, one line a language. */
function Texts({ texts }: { texts: PostingTexts }) {
  const lines = POSTING_LANGUAGES.filter((language) => texts[language] !== '');
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((language) => (
        <span key={language} lang={LANG[language]} className="vaga-posting__values">
          {texts[language]}
          <br />
        </span>
      ))}
    </>
  );
}

const optionName = (references: References | undefined, type: ReferenceType, id: number | null) =>
  id === null ? '' : (references?.[type]?.find((option) => option.id === id)?.name ?? `#${id}`);

/** Every field of a vacancy as the employer wrote it. */
export function PostingValuesView({ values }: { values: PostingValues }) {
  const { t } = useTranslation(['postings-console', 'console']);
  const references = useReferences().data;
  const catalog = usePostingCatalog().data;
  const group = catalog?.find((item) => item.id === values.categoryGroupId);
  const sub = group?.subCategories.find((item) => item.id === values.categoryId);
  const tags = POSTING_LANGUAGES.flatMap((language) => values.hashtags[language]);
  const text = (key: keyof PostingValues) => <Texts texts={values[key] as PostingTexts} />;
  const hasText = (key: keyof PostingValues) =>
    POSTING_LANGUAGES.some((language) => (values[key] as PostingTexts)[language] !== '');
  return (
    <dl className="vaga-console-match__facts">
      <Fact label={t('postings.view.typeJobTitleId')}>
        {optionName(references, 'JOBTITLE', values.typeJobTitleId)}
      </Fact>
      <Fact label={t('postings.view.title')}>{hasText('title') ? text('title') : ''}</Fact>
      <Fact label={t('postings.view.jobClass')}>
        {group ? `${group.name} · ${sub?.name ?? `#${values.categoryId}`}` : ''}
      </Fact>
      <Fact label={t('postings.view.salary')}>
        {`${formatMop(values.salaryAmount)} · ${optionName(references, 'SALARYTYPE', values.typeSalaryId)}`}
      </Fact>
      <Fact label={t('postings.view.education')}>
        {values.typeEducationId === null
          ? t('postings.view.noEducation')
          : optionName(references, 'EDUCATION', values.typeEducationId)}
      </Fact>
      <Fact label={t('postings.view.experienceYears')}>
        {String(values.experienceRequiredYears)}
      </Fact>
      <PostingRequirements requirements={values.requirements} references={references} />
      <Fact label={t('postings.view.experience')}>
        {hasText('experience') ? text('experience') : ''}
      </Fact>
      <Fact label={t('postings.view.workingArea')}>{text('workingArea')}</Fact>
      <Fact label={t('postings.view.workingTime')}>{text('workingTime')}</Fact>
      <Fact label={t('postings.view.description')}>{text('description')}</Fact>
      <Fact label={t('postings.view.additionalMessage')}>
        {hasText('additionalMessage') ? text('additionalMessage') : ''}
      </Fact>
      <Fact label={t('postings.view.hashtags')}>{tags.map((tag) => `#${tag}`).join(' ')}</Fact>
      <Fact label={t('postings.view.needCv')}>
        {values.needCv === 1 ? t('postings.form.yes') : t('postings.form.no')}
      </Fact>
      <Fact label={t('postings.view.positions')}>{String(values.positions)}</Fact>
      <Fact label={t('postings.view.contact')}>
        <Texts texts={values.contactName} />
        {values.contactPhone}
      </Fact>
      <Fact label={t('postings.view.maxActiveInterviews')}>
        {values.maxActiveInterviews === null
          ? t('postings.view.noCap')
          : String(values.maxActiveInterviews)}
      </Fact>
    </dl>
  );
}
