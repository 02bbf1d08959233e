import '../profile.css';
import '@/shared/ui/form.css';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  LANGUAGE_LEVEL_FIELDS,
  PROFILE_SECTIONS,
  type Experience,
  type ExperienceOut,
  type ProfileInput,
  type ProfileSection,
  type ReferenceType,
} from '@vaga/contract';
import { formatDate } from '@/shared/lib/format.ts';
import { useReferences } from '@/shared/api/references.ts';

/** What the display shows: a saved resume (with derived fields) or the draft of the form. */
export type ResumeData = Omit<ProfileInput, 'experienceList'> & {
  docNum?: string;
  totalSeniorityMonths?: number;
  experienceList: (Experience & Partial<Pick<ExperienceOut, 'seniorityMonths' | 'inService'>>)[];
};

type NameOf = (type: ReferenceType, id: number | null | undefined) => string;

function useNameOf(): NameOf {
  const { data } = useReferences();
  return (type, id) => {
    if (id === null || id === undefined) return '';
    return data?.[type]?.find((o) => o.id === id)?.name ?? String(id);
  };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="vaga-resume__row">
      <dt>{label}</dt>
      <dd>{children === '' || children === null || children === undefined ? '—' : children}</dd>
    </div>
  );
}

const either = (option: string, text: string | null | undefined) =>
  [option, text?.trim() ?? ''].filter(Boolean).join(' / ');

interface ResumeViewProps {
  data: ResumeData;
  /** The update control of a section (a link to update-alone, or a step of the form). */
  sectionAction?: (section: ProfileSection) => ReactNode;
  /** Who reads it: the seeker (their own resume) or employers and staff (the consoles). */
  audience?: 'seeker' | 'console';
}

/** The full resume (spec §2 "full resume display with per-section update buttons"). */
export function ResumeView({ data, sectionAction, audience = 'seeker' }: ResumeViewProps) {
  const { t } = useTranslation('profile');
  const nameOf = useNameOf();
  const duration = (months: number) =>
    t('values.duration', {
      years: t('values.years', { count: Math.floor(months / 12) }),
      months: t('values.months', { count: months % 12 }),
    });
  const body: Record<ProfileSection, ReactNode> = {
    personalInfo: (
      <dl>
        <Row label={t('fields.nameCn')}>{data.nameCn}</Row>
        <Row label={t('fields.namePt')}>{data.namePt}</Row>
        <Row label={t('fields.sex')}>{t(`values.sex.${data.sex}`)}</Row>
        <Row label={t('fields.bod')}>{formatDate(data.bod)}</Row>
        {data.docNum !== undefined ? <Row label={t('fields.docNum')}>{data.docNum}</Row> : null}
        <Row label={t('fields.isDisability')}>
          {data.isDisability === 1 ? t('values.yes') : t('values.no')}
        </Row>
        {data.disabilityList.map((d, i) => (
          <Row key={i} label={`${t('fields.disability')} ${i + 1}`}>
            {[
              nameOf('DISABILITY', d.typeDisabilityid),
              d.extraData,
              nameOf('DISABILITY_LEVEL', d.typeDisabilityLevelId),
            ].join(' · ')}
          </Row>
        ))}
        <Row label={t('fields.typeLivinglocationId')}>
          {nameOf('LIVING_LOCATION', data.typeLivinglocationId)}
        </Row>
      </dl>
    ),
    contactInfo: (
      <dl>
        <Row label={t('fields.mobileNum')}>{data.mobileNum}</Row>
        <Row label={t('fields.fixedLineNum')}>{data.fixedLineNum}</Row>
        <Row label={t('fields.email')}>{data.email}</Row>
      </dl>
    ),
    degreeInfo: (
      <dl>
        {data.educationList.map((e, i) => (
          <Row key={i} label={`${t('fields.education')} ${i + 1}`}>
            {[
              nameOf('EDUCATION', e.typeEducationId),
              nameOf('EDUCATION_LEVEL', e.typeEducationLevelId),
              either(nameOf('EDUCATION_MAJOR', e.typeEducationSubjectId), e.textEducationSubject),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Row>
        ))}
      </dl>
    ),
    languageInfo: (
      <dl>
        {LANGUAGE_LEVEL_FIELDS.map((field) => (
          <Row key={field} label={t(`fields.${field}`)}>
            {nameOf('LANGUAGE_LEVEL', data[field])}
          </Row>
        ))}
        {data.otherLanguageList.map((l, i) => (
          <Row key={i} label={either(nameOf('LANGUAGE', l.typeLanguageId), l.textLanguage)}>
            {`${t('fields.speakingLevel')}: ${nameOf('LANGUAGE_LEVEL', l.speakingLevel)} · ${t('fields.writingLevel')}: ${nameOf('LANGUAGE_LEVEL', l.writingLevel)}`}
          </Row>
        ))}
      </dl>
    ),
    driveInfo: (
      <dl>
        {data.drivingSkillList.length === 0 ? (
          <Row label={t('fields.drivingSkill')}>{''}</Row>
        ) : null}
        {data.drivingSkillList.map((d, i) => (
          <Row key={i} label={t(`values.licence.${d.extraInfo}`)}>
            {nameOf('DRIVING_SKILL', d.typeDrivingSkillId)}
          </Row>
        ))}
      </dl>
    ),
    occupationInfo: (
      <dl>
        {data.skillList.length === 0 ? <Row label={t('fields.skills')}>{''}</Row> : null}
        {data.skillList.map((s, i) => (
          <Row key={`s${i}`} label={`${t('fields.skill')} ${i + 1}`}>
            {either(nameOf('SKILL', s.typeSkillId), s.textSkill)}
          </Row>
        ))}
        {data.expectedJobList.map((j, i) => (
          <Row key={`j${i}`} label={`${t('fields.expectedJob')} ${i + 1}`}>
            {either(nameOf('JOBTITLE', j.typeJobTitleId), j.textJobTitle)}
          </Row>
        ))}
        <Row label={t('fields.remark')}>{data.remark}</Row>
        <Row label={t('fields.isShowRemark')}>
          {data.isShowRemark === 1 ? t('values.yes') : t('values.no')}
        </Row>
      </dl>
    ),
    experienceInfo: (
      <dl>
        {data.totalSeniorityMonths !== undefined ? (
          <Row label={t('fields.totalSeniority')}>{duration(data.totalSeniorityMonths)}</Row>
        ) : null}
        {data.experienceList.length === 0 ? <Row label={t('fields.experience')}>{''}</Row> : null}
        {data.experienceList.map((e, i) => {
          const to =
            e.toYear != null && e.toMonth != null
              ? `${e.toYear}/${String(e.toMonth).padStart(2, '0')}`
              : t('values.inService');
          return (
            <Row key={i} label={e.compnayName}>
              {[
                either(nameOf('JOBTITLE', e.typeJobTitleId), e.textJobTitle),
                `${e.fromYear}/${String(e.fromMonth).padStart(2, '0')} – ${to}`,
                e.seniorityMonths !== undefined ? duration(e.seniorityMonths) : '',
                e.inService === 1 ? t('values.inService') : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Row>
          );
        })}
      </dl>
    ),
  };
  return (
    <div className="vaga-resume">
      {PROFILE_SECTIONS.map((section) => (
        <section
          key={section}
          className="vaga-resume__section"
          aria-labelledby={`resume-${section}`}
        >
          <header className="vaga-resume__head">
            <h2 id={`resume-${section}`}>{t(`sections.${section}`)}</h2>
            {sectionAction?.(section)}
          </header>
          {body[section]}
        </section>
      ))}
      <section className="vaga-resume__section" aria-labelledby="resume-public">
        <h2 id="resume-public">
          {audience === 'seeker' ? t('fields.isPublic') : t('console.isPublic')}
        </h2>
        <p>{t(`${audience === 'seeker' ? 'values' : 'console'}.public.${data.isPublic}`)}</p>
      </section>
    </div>
  );
}
