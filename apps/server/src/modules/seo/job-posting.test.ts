import { describe, expect, it } from 'vitest';
import {
  JobOfferDetailSchema,
  LOCALE_TO_API_LANGUAGE,
  LOCALES,
  PATHS,
  buildPath,
  type JobOfferDetail,
  type Locale,
} from '@vaga/contract';
import {
  structuredDataTest,
  type StructuredDataPreset,
  type StructuredDataResult,
} from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { buildTestApp } from '../../../test/helper.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { stateAt, validityWindow } from '../joboffers/joboffer-validity.ts';
import {
  credentialCategoryOf,
  employmentTypeOf,
  jobPosting,
  jobPostingScript,
  salaryUnitOf,
  postingName,
} from './job-posting.ts';

const SEEDED_AT = new Date('2026-11-22T02:00:00.000Z');
const ORIGIN = 'https://vaga.example.mo';
const SAMPLE = 12;

/**
 * Google's JobPosting checks, written from Google Search Central's "Job posting (JobPosting)
 * structured data" page (the structured-data-testing-tool package's Google preset has none for
 * JobPosting): its required properties fail the test; its recommended ones warn.
 */
const GOOGLE_JOB_POSTING: StructuredDataPreset = {
  name: 'Google JobPosting',
  description: 'Required and recommended properties of Google job search',
  schema: 'JobPosting',
  conditional: { test: 'JobPosting' },
  tests: [
    // Required.
    { test: 'JobPosting[*].title' },
    { test: 'JobPosting[*].description' },
    { test: 'JobPosting[*].datePosted' },
    { test: 'JobPosting[*].hiringOrganization' },
    { test: 'JobPosting[*].hiringOrganization.name' },
    { test: 'JobPosting[*].jobLocation' },
    { test: 'JobPosting[*].jobLocation.address' },
    { test: 'JobPosting[*].jobLocation.address.addressLocality' },
    { test: 'JobPosting[*].jobLocation.address.addressCountry' },
    // Recommended.
    { test: 'JobPosting[*].validThrough', warning: true },
    { test: 'JobPosting[*].employmentType', warning: true },
    { test: 'JobPosting[*].baseSalary', warning: true },
    { test: 'JobPosting[*].baseSalary.currency', warning: true },
    { test: 'JobPosting[*].baseSalary.value.unitText', warning: true },
    { test: 'JobPosting[*].directApply', warning: true },
    { test: 'JobPosting[*].identifier', warning: true },
    { test: 'JobPosting[*].identifier.value', warning: true },
    { test: 'JobPosting[*].identifier.name', warning: true },
    // Beta: education and experience.
    { test: 'JobPosting[*].educationRequirements', warning: true },
    { test: 'JobPosting[*].experienceRequirements', warning: true },
  ],
};

/** A minimal page with the posting, as a vacancy's page carries it. */
function page(posting: Record<string, unknown>, locale: Locale): string {
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><title>${String(posting.title)}</title>${jobPostingScript(posting)}</head><body></body></html>`;
}

/** A valid detail to vary in unit tests. */
const DETAIL: JobOfferDetail = {
  id: 52,
  jobOfferTitle: 'Cook',
  companyName: 'Golden Lotus Restaurant',
  companyType: 'Private company',
  salary: 15000,
  salaryTypeId: 1,
  salaryTypeName: 'month',
  education: 'Senior secondary',
  workingArea: 'Cotai',
  hashTag: [],
  needCv: 0,
  positions: 2,
  publishDate: '2026-11-01T02:00:00.000Z',
  isValid: 1,
  experienceSkill: 'Two years in a kitchen.',
  experienceRequiredYears: 2,
  workingTime: '9:00–18:00, five days a week',
  jobDescription: 'Cooks <b>dim sum</b>.\nCleans the kitchen.',
  additionalMessage: '',
  isShowAdditionalMessage: 0,
  contactName: 'Mr Chan',
  contactPhone: '28000000',
  categoryGroupId: 3,
  categoryId: 301,
  expiryDate: '2027-03-01T02:00:00.000Z',
};
const options = { origin: ORIGIN, language: 'en' as const, url: '/job-service/job/52?language=en' };

describe('the JobPosting of seeded vacancies', async () => {
  const { app, clock } = await buildTestApp();
  clock.set(SEEDED_AT);
  await seedDemoData(app.db, app.dialect, { vacancies: 200, now: SEEDED_AT });
  const rows = await app.db
    .selectFrom('job_offer')
    .select(['id', 'published_at', 'removed_at', 'event_id'])
    .orderBy('id')
    .execute();
  const valid = rows.filter(
    (r) =>
      r.removed_at === null &&
      r.event_id === null &&
      stateAt(validityWindow(r.published_at), SEEDED_AT) === 'VALID',
  );
  const expired = rows.find(
    (r) =>
      r.removed_at === null && stateAt(validityWindow(r.published_at), SEEDED_AT) === 'EXPIRED',
  );

  async function detail(id: number, locale: Locale): Promise<JobOfferDetail> {
    const res = await app.inject({
      url: buildPath(PATHS.jobOffer, { id }),
      headers: { 'accept-language': LOCALE_TO_API_LANGUAGE[locale] },
    });
    expect(res.statusCode).toBe(200);
    return JobOfferDetailSchema.parse(res.json());
  }

  it('passes the structured-data-testing-tool checks (Google preset and Google’s JobPosting properties) in each language', async () => {
    expect(valid.length).toBeGreaterThan(SAMPLE);
    const step = Math.floor(valid.length / SAMPLE);
    let tested = 0;
    for (let i = 0; i < SAMPLE; i += 1) {
      const { id } = valid[i * step];
      const locale = LOCALES[i % LOCALES.length];
      const vacancy = await detail(id, locale);
      const posting = jobPosting(vacancy, {
        origin: ORIGIN,
        language: locale,
        url: `/job-service/job/${id}?language=${locale}`,
      });
      expect(posting, `vacancy ${id}`).not.toBeNull();
      const result: StructuredDataResult = await structuredDataTest(page(posting!, locale), {
        presets: [Google, GOOGLE_JOB_POSTING],
        schemas: ['JobPosting'],
      }).catch((error: { type?: string; res?: StructuredDataResult }) => {
        if (error.type === 'VALIDATION_FAILED' && error.res) return error.res;
        throw error;
      });
      expect(result.schemas).toContain('JobPosting');
      expect(
        result.failed.map((t) => `${t.test}: ${t.error?.message ?? ''}`),
        `vacancy ${id}`,
      ).toEqual([]);
      // Only these may be missing: the employment type (a daily or weekly wage says none) and
      // the education (a level below senior secondary matches none of Google's categories).
      expect(
        result.warnings
          .map((t) => t.test)
          .filter((t) => !/\.(employmentType|educationRequirements)$/.test(t)),
        `vacancy ${id}`,
      ).toEqual([]);
      expect(result.passed.length).toBeGreaterThanOrEqual(18);
      tested += 1;
    }
    expect(tested).toBe(SAMPLE);
  });

  it('is failed by the tool when a required property is missing', async () => {
    const vacancy = await detail(valid[0].id, 'pt');
    const { hiringOrganization: _left, ...posting } = jobPosting(vacancy, {
      origin: ORIGIN,
      language: 'pt',
      url: '/x',
    })!;
    const result = await structuredDataTest(page(posting, 'pt'), {
      presets: [GOOGLE_JOB_POSTING],
    }).then(
      () => null,
      (error: { res?: StructuredDataResult }) => error.res ?? null,
    );
    expect(result?.failed.map((t) => t.test)).toEqual([
      'JobPosting[0].hiringOrganization',
      'JobPosting[0].hiringOrganization.name',
    ]);
  });

  it('carries the vacancy’s own figures: dates, salary, employer, place and number', async () => {
    const { id, published_at } = valid[0];
    for (const locale of LOCALES) {
      const vacancy = await detail(id, locale);
      const posting = jobPosting(vacancy, { origin: ORIGIN, language: locale, url: `/x` })!;
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: vacancy.jobOfferTitle,
        datePosted: new Date(published_at).toISOString(),
        validThrough: validityWindow(published_at).expiresAt.toISOString(),
        hiringOrganization: { '@type': 'Organization', name: vacancy.companyName },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'MOP',
          value: { '@type': 'QuantitativeValue', value: vacancy.salary },
        },
        directApply: true,
        identifier: {
          '@type': 'PropertyValue',
          name: postingName('serviceName', locale),
          value: String(id),
        },
        url: `${ORIGIN}/x`,
      });
      const unit = (posting.baseSalary as { value: { unitText: string } }).value.unitText;
      expect(['MONTH', 'WEEK', 'DAY', 'HOUR']).toContain(unit);
    }
  });

  it('is null for an expired vacancy', async () => {
    expect(expired).toBeDefined();
    const vacancy = await detail(expired!.id, 'zh-Hant');
    expect(vacancy.isValid).toBe(0);
    expect(jobPosting(vacancy, { origin: ORIGIN, language: 'zh-Hant', url: '/x' })).toBeNull();
  });
});

describe('the JobPosting’s mappings', () => {
  it('reads the salary unit back from its name in the detail’s language', () => {
    expect(salaryUnitOf({ ...DETAIL, salaryTypeName: '小時' }, 'zh-Hant')).toBe('HOUR');
    expect(salaryUnitOf({ ...DETAIL, salaryTypeName: 'dia' }, 'pt')).toBe('DAY');
    expect(salaryUnitOf({ ...DETAIL, salaryTypeName: 'À peça' }, 'pt')).toBeNull();
    // No unit (a piece rate): no baseSalary rather than a wrong one.
    const piece = jobPosting({ ...DETAIL, salaryTypeName: 'Piece rate' }, options)!;
    expect(piece.baseSalary).toBeUndefined();
  });

  it('says part-time from the working time or an hourly wage, full-time from a monthly salary', () => {
    expect(employmentTypeOf({ ...DETAIL, workingTime: '兼職，週末及公眾假期' }, 'MONTH')).toBe(
      'PART_TIME',
    );
    expect(
      employmentTypeOf({ ...DETAIL, workingTime: 'Tempo parcial, fins-de-semana' }, null),
    ).toBe('PART_TIME');
    expect(employmentTypeOf(DETAIL, 'HOUR')).toBe('PART_TIME');
    expect(employmentTypeOf(DETAIL, 'MONTH')).toBe('FULL_TIME');
    expect(employmentTypeOf(DETAIL, 'DAY')).toBeNull();
    expect(
      jobPosting({ ...DETAIL, salaryTypeName: 'day' }, options)!.employmentType,
    ).toBeUndefined();
  });

  it('maps education levels to Google’s credential categories, and no requirement to its text', () => {
    expect(credentialCategoryOf('學士')).toBe('bachelor degree');
    expect(credentialCategoryOf('Ensino secundário complementar')).toBe('high school');
    expect(credentialCategoryOf('Doctorate')).toBe('postgraduate degree');
    expect(credentialCategoryOf('Primary')).toBeNull();
    expect(jobPosting(DETAIL, options)!.educationRequirements).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'high school',
    });
    expect(
      jobPosting({ ...DETAIL, education: 'No requirement' }, options)!.educationRequirements,
    ).toBe('no requirements');
    expect(
      jobPosting({ ...DETAIL, education: 'Primary' }, options)!.educationRequirements,
    ).toBeUndefined();
  });

  it('states the experience in months, or none required', () => {
    expect(jobPosting(DETAIL, options)!.experienceRequirements).toEqual({
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: 24,
    });
    expect(
      jobPosting({ ...DETAIL, experienceRequiredYears: 0 }, options)!.experienceRequirements,
    ).toBe('no requirements');
  });

  it('places the work in Macao, or in Zhuhai for Hengqin', () => {
    expect(jobPosting(DETAIL, options)!.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Macao',
        addressRegion: 'Cotai',
        addressCountry: 'MO',
      },
    });
    const hengqin = jobPosting(
      { ...DETAIL, workingArea: '橫琴粵澳深度合作區' },
      { ...options, language: 'zh-Hant' },
    )!;
    expect(hengqin.jobLocation).toMatchObject({
      address: {
        addressLocality: '珠海',
        addressRegion: '橫琴粵澳深度合作區',
        addressCountry: 'CN',
      },
    });
  });

  it('writes the description as HTML with the vacancy’s text escaped, and a script no text can close', () => {
    const posting = jobPosting(
      { ...DETAIL, jobDescription: 'Cooks <b>dim sum</b>.\nCleans.</script><script>alert(1)' },
      options,
    )!;
    expect(posting.description).toContain(
      '<p>Cooks &lt;b&gt;dim sum&lt;/b&gt;.<br>Cleans.&lt;/script&gt;',
    );
    const script = jobPostingScript(posting);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(posting);
  });

  it('is null for a vacancy that is no longer valid', () => {
    expect(jobPosting({ ...DETAIL, isValid: 0 }, options)).toBeNull();
  });
});
