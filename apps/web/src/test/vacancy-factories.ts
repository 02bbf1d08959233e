import type { Favorite, JobOfferCard, JobOfferDetail, ServiceMenu } from '@vaga/contract';

let nextId = 1000;

export function jobOfferCard(overrides: Partial<JobOfferCard> = {}): JobOfferCard {
  const id = overrides.id ?? nextId++;
  return {
    id,
    jobOfferTitle: `Cook ${id}`,
    companyName: `Restaurant ${id}`,
    companyType: 'Private',
    salary: 12000,
    salaryTypeId: 1,
    salaryTypeName: '月',
    education: 'Senior secondary',
    workingArea: 'Sé',
    hashTag: [],
    needCv: 0,
    positions: 1,
    publishDate: '2026-11-14T09:15:00.000Z',
    isValid: 1,
    ...overrides,
  };
}

export function jobOfferDetail(overrides: Partial<JobOfferDetail> = {}): JobOfferDetail {
  return {
    ...jobOfferCard(overrides),
    experienceSkill: 'Three years in a kitchen',
    experienceRequiredYears: 3,
    workingTime: 'Shifts, 8 hours a day',
    jobDescription: 'Prepare and cook dishes.',
    additionalMessage: '',
    isShowAdditionalMessage: 0,
    contactName: 'Mr Sou',
    contactPhone: '60014962',
    categoryGroupId: 3,
    categoryId: 301,
    expiryDate: '2027-03-14T09:15:00.000Z',
    ...overrides,
  };
}

export function favorite(overrides: Partial<Favorite> = {}): Favorite {
  const id = overrides.jobOfferId ?? nextId++;
  return {
    jobOfferId: id,
    companyType: 'Private',
    jobOfferTitle: `Cook ${id}`,
    salary: 12000,
    salaryTypeName: 'month',
    companyName: `Restaurant ${id}`,
    education: 'Senior secondary',
    experienceSkill: 'Three years in a kitchen',
    workingArea: 'Sé',
    workingTime: 'Shifts',
    jobDescription: 'Prepare and cook dishes.',
    additionalMessage: '',
    isShowAdditionalMessage: 0,
    hashTag: [],
    needCv: 0,
    isValid: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function serviceMenu(overrides: Partial<ServiceMenu> = {}): ServiceMenu {
  return {
    serviceMenu: 'LOCAL_VACANCY',
    name: 'Local vacancies',
    content: 'Browse by job class',
    eventId: null,
    eventCatalogType: null,
    redirectUrl: null,
    ...overrides,
  };
}
