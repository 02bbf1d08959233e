import type { ErrorCode } from '@vaga/contract';

/**
 * The published API's index: for each operation (`METHOD path` as the OpenAPI document writes
 * it) its stable operationId, its summary and the business error codes it can answer. The codes
 * every operation of its kind can answer (validation, login, role, residency, body size, rate
 * limit) are added from the route's access level and inputs (error-responses.ts). A route that
 * sets `schema.operationId` or `schema.summary` itself keeps its own.
 *
 * An operationId never changes once published: clients generated from the document name their
 * calls by it. A route missing here fails the document's lint test (openapi-lint.test.ts).
 */
export type OperationEntry = readonly [
  operationId: string,
  summary: string,
  errors?: readonly ErrorCode[],
];

const D = '/service/DeJobSeekApi';
const A = '/service/api';
const C = `${D}/v1/console`;

export const OPERATIONS: Readonly<Record<string, OperationEntry>> = {
  // authentication
  'GET /service/login': ['startLogin', 'Start a login at the identity provider (redirect)'],
  'POST /service/authorize': [
    'authorize',
    'Exchange the provider’s authorization code for a session',
    ['Unauthorized', 'FORBIDDEN_ROLE'],
  ],
  'POST /service/access_token': [
    'accessToken',
    'Read the token of the current session',
    ['Unauthorized'],
  ],
  'POST /service/refresh_token': ['refreshToken', 'Renew a session token', ['Unauthorized']],
  'GET /service/profile': ['getAccountProfile', 'The logged-in account and its identity'],
  'POST /service/logout': ['logout', 'End the session'],
  'GET /service/signature': ['getSignature', 'Sign a page address for the host app'],
  [`GET ${A}/v1/ali-token`]: ['getAliToken', 'A token for the host app’s services'],

  // references
  [`GET ${D}/v1/references`]: ['listReferences', 'Every reference list (options of the forms)'],
  [`GET ${D}/v1/references/doc`]: ['listReferenceDocs', 'The identity document types'],
  [`GET ${D}/v1/references/{type}`]: [
    'listReferencesOfType',
    'One reference list',
    ['BE_REFERENCE_TYPE_INVALID'],
  ],

  // job offers and home
  [`GET ${D}/v1/joboffers/summary`]: ['getJobOfferSummary', 'Vacancy statistics of the home page'],
  [`GET ${D}/v1/joboffers/localvancancy/catalog`]: [
    'getLocalVacancyCatalog',
    'The job-class catalog with vacancy counts',
  ],
  [`GET ${D}/v1/joboffers/localvancancy`]: [
    'listLocalVacancies',
    'Vacancies of a job class (sort=fit: those a seeker with a resume fits first)',
    ['SERVER_BUSY'],
  ],
  [`GET ${D}/v1/joboffers/search`]: ['searchJobOffers', 'Search vacancies', ['SERVER_BUSY']],
  [`GET ${D}/v1/joboffers/localvancancy/search`]: [
    'searchLocalVacancies',
    'Search local vacancies',
    ['SERVER_BUSY'],
  ],
  [`GET ${D}/v1/joboffers/topkeywords`]: ['listTopKeywords', 'The hot searches'],
  [`GET ${D}/v1/joboffers/{id}`]: [
    'getJobOffer',
    'A vacancy, with the skill fit of a logged-in seeker with a resume',
    ['BE_JOBOFFER_INVALID'],
  ],
  [`GET ${D}/v1/joboffers/suggestions`]: ['suggestJobOffers', 'Search suggestions as one types'],
  [`GET ${D}/v1/servicehome`]: ['getServiceHome', 'The home page’s content'],
  [`GET ${D}/v1/banners`]: ['listBanners', 'The home page’s banners'],
  [`POST ${D}/v1/joboffers/{id}/reports`]: [
    'reportJobOffer',
    'Report a vacancy to the staff',
    [
      'FORBIDDEN_ROLE',
      'BE_JOBOFFER_INVALID',
      'BE_JOBOFFER_ALREADY_REPORTED',
      'BE_JOBOFFER_REPORTS_ENOUGH',
      'BE_JOBOFFER_REPORT_LIMIT',
    ],
  ],

  // favourites
  [`GET ${A}/v1/favorites`]: ['listFavoriteIds', 'The ids of my saved vacancies'],
  [`POST ${A}/v1/favorites`]: [
    'addFavorite',
    'Save a vacancy',
    ['BE_FAVORITE_EXCEED_MAX', 'BE_JOBOFFER_INVALID'],
  ],
  [`DELETE ${A}/v1/favorites`]: ['removeFavorite', 'Forget a saved vacancy'],
  [`GET ${A}/v1/favorites/detail`]: ['listFavorites', 'My saved vacancies'],
  [`POST ${A}/v1/favorites/saveBatch`]: ['saveFavorites', 'Save several vacancies at once'],

  // profile (resume)
  [`GET ${D}/v1/profile`]: ['getProfile', 'My resume', ['BE_PROFILE_NOT_FOUND']],
  [`POST ${D}/v1/profile`]: [
    'createProfile',
    'Create my resume',
    [
      'BE_BIRTHDAY_MISMATCH',
      'BE_PROFILE_ALREADY_EXISTS',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SEEKER_AGE_MUST_GE_16',
    ],
  ],
  [`PUT ${D}/v1/profile`]: [
    'updateProfile',
    'Update my resume',
    [
      'BE_BIRTHDAY_MISMATCH',
      'BE_PROFILE_NOT_FOUND',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SEEKER_AGE_MUST_GE_16',
    ],
  ],
  [`GET ${D}/v2/profile`]: ['getProfileV2', 'My resume, by section', ['BE_PROFILE_NOT_FOUND']],
  [`POST ${D}/v2/profile/simple`]: [
    'createSimpleProfile',
    'Create my resume from its first sections',
    [
      'BE_BIRTHDAY_MISMATCH',
      'BE_PROFILE_ALREADY_EXISTS',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SEEKER_AGE_MUST_GE_16',
    ],
  ],
  [`PUT ${D}/v2/profile/simple`]: [
    'updateSimpleProfile',
    'Update sections of my resume',
    ['BE_PROFILE_NOT_FOUND', 'BE_REFERENCE_OPTION_INACTIVE'],
  ],
  [`PUT ${D}/v1/jobseeks/selfseeking`]: [
    'setSelfSeeking',
    'Publish or hide my resume to employers',
    ['BE_PROFILE_NOT_FOUND'],
  ],

  // CV files
  [`GET ${D}/v1/profile/cvs`]: ['listCvs', 'My CV files'],
  [`POST ${D}/v1/profile/cvs`]: [
    'uploadCv',
    'Upload a CV file (multipart)',
    [
      'BE_CV_EXCEED_MAX',
      'FILE_EMPTY',
      'FILE_SIZE_TOO_LARGE',
      'FILE_TYPE_ILLEGAL',
      'FILE_STORE_UNAVAILABLE',
    ],
  ],
  [`GET ${D}/v2/resumes`]: ['listResumes', 'My CV files (v2)'],
  [`POST ${D}/v2/resumes`]: [
    'uploadResume',
    'Upload a CV file (v2, multipart)',
    [
      'BE_CV_EXCEED_MAX',
      'FILE_EMPTY',
      'FILE_SIZE_TOO_LARGE',
      'FILE_TYPE_ILLEGAL',
      'FILE_STORE_UNAVAILABLE',
    ],
  ],
  [`GET ${D}/v1/profile/cvs/{cvUid}`]: ['getCv', 'A CV file’s details', ['NOT_FOUND']],
  [`PUT ${D}/v1/profile/cvs/{cvUid}`]: ['renameCv', 'Rename a CV file', ['NOT_FOUND']],
  [`DELETE ${D}/v1/profile/cvs/{cvUid}`]: ['deleteCv', 'Delete a CV file', ['NOT_FOUND']],
  [`GET ${D}/v1/profile/cvs/{cvUid}/file`]: [
    'downloadCv',
    'Download a CV file',
    ['NOT_FOUND', 'BE_CV_DOWNLOAD_FAIL', 'FILE_STORE_UNAVAILABLE'],
  ],
  [`GET ${D}/v2/resumes/{id}`]: [
    'downloadResume',
    'Download a CV file (v2)',
    ['NOT_FOUND', 'BE_CV_DOWNLOAD_FAIL', 'FILE_STORE_UNAVAILABLE'],
  ],
  [`POST ${A}/v1/cvs`]: [
    'generateCv',
    'Make a PDF CV from my resume',
    ['BE_PROFILE_NOT_FOUND', 'GENERATE_CV_PDF_ERROR'],
  ],
  [`POST ${A}/v1/files/converter/base64`]: [
    'convertFileToBase64',
    'Read an uploaded file back as base64 (multipart)',
    ['FILE_EMPTY', 'FILE_SIZE_TOO_LARGE', 'FILE_TYPE_ILLEGAL', 'FILE_STORE_UNAVAILABLE'],
  ],

  // recommendations
  [`GET ${D}/recommendvacancy`]: [
    'listRecommendedVacancies',
    'Vacancies recommended to me',
    ['BE_PROFILE_NOT_FOUND'],
  ],
  [`POST ${D}/recommendvacancy/refresh`]: [
    'refreshRecommendedVacancies',
    'Draw new recommendations',
    ['BE_PROFILE_NOT_FOUND', 'BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY'],
  ],
  [`GET ${D}/v1/joboffers/localvancancy/recommend`]: [
    'listRecommendedLocalVacancies',
    'Vacancies recommended on the home page',
    ['BE_PROFILE_NOT_FOUND'],
  ],

  // interview matches (seeker)
  [`POST ${D}/v1/jobmatches/applyjob`]: [
    'applyJob',
    'Ask for an interview for a vacancy',
    [
      'BE_PROFILE_NOT_FOUND',
      'BE_PROFILE_MUST_UPDATE',
      'BE_SEEKER_AGE_MUST_GE_16',
      'BE_JOBOFFER_INVALID',
      'BE_ALREADY_INTERVIEW',
      'BE_INTERVIEW_ALREADY_REQUESTED',
      'BE_INTERVIEW_INVITATION_REFUSED',
      'BE_INTERVIEW_REQUEST_DECLINED',
      'BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
      'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT',
      'BE_CV_MUST_ATTACHED',
      'NOT_FOUND',
    ],
  ],
  [`GET ${D}/v1/jobmatches`]: ['listJobMatches', 'My interview matches'],
  [`GET ${D}/v1/jobmatches/statistics/pending`]: [
    'getPendingJobMatchStatistics',
    'Counts of my matches waiting for me',
  ],
  [`GET ${D}/v1/jobmatches/{id}`]: ['getJobMatch', 'An interview match', ['NOT_FOUND']],
  [`POST ${D}/v1/jobmatches/{id}/replyemployer`]: [
    'replyToEmployer',
    'Accept or decline an invitation',
    ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID', 'BE_JOBMATCH_REPLY_EXPIRED'],
  ],
  [`GET ${D}/v1/jobmatches/{id}/survey`]: [
    'getSurvey',
    'The survey after an interview',
    ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID'],
  ],
  [`POST ${D}/v1/jobmatches/{id}/survey`]: [
    'saveSurvey',
    'Answer the survey after an interview',
    ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID'],
  ],
  [`POST ${D}/v1/jobmatches/{id}/submitsurvey`]: [
    'submitSurvey',
    'Answer the survey after an interview (submit form)',
    ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID'],
  ],
  [`GET ${D}/v1/jobmatches/{id}/calendar`]: [
    'getJobMatchCalendar',
    'An arranged interview as an iCalendar file',
    ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID'],
  ],

  // job seeks and unemployment (seeker)
  [`GET ${D}/v1/jobseeks/jobassistance/options`]: [
    'getJobAssistanceOptions',
    'The options of the job-seeking registration form',
  ],
  [`GET ${D}/v1/jobseeks/jobassistance`]: [
    'getJobAssistance',
    'My job-seeking registration',
    ['NOT_FOUND'],
  ],
  [`POST ${D}/v1/jobseeks/jobassistance`]: [
    'registerJobAssistance',
    'Register for job-seeking assistance',
    [
      'BE_EXIST_VALID_JOBSEEK_SERVICE',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SALARY_BELOW_MINIMUM',
      'BE_SEEKER_AGE_MUST_GE_16',
      'BE_PROFILE_NOT_FOUND',
      'BE_PROFILE_MUST_UPDATE',
    ],
  ],
  [`PUT ${D}/v1/jobseeks/jobassistance`]: [
    'updateJobAssistance',
    'Update my job-seeking registration',
    [
      'BE_PROFILE_NOT_FOUND',
      'BE_PROFILE_MUST_UPDATE',
      'BE_JOBSEEK_UNDER_REVIEW',
      'BE_NO_VALID_JOBSEEK_SERVICE',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SALARY_BELOW_MINIMUM',
      'BE_SEEKER_AGE_MUST_GE_16',
    ],
  ],
  [`GET ${D}/v1/jobseeks`]: ['listJobSeeks', 'My job-seeking records'],
  [`GET ${D}/v1/jobseeks/{id}`]: ['getJobSeek', 'A job-seeking record', ['NOT_FOUND']],
  [`POST ${D}/v1/validations/minimumSalary`]: [
    'checkMinimumSalary',
    'Check an expected salary against the minimum wage',
    ['BE_REFERENCE_OPTION_INACTIVE', 'BE_SALARY_BELOW_MINIMUM'],
  ],
  [`GET ${D}/v1/jobseeks/sd`]: ['getUnemployment', 'My unemployment registration'],
  [`POST ${D}/v1/jobseeks/sd`]: [
    'registerUnemployment',
    'Submit my unemployment registration',
    [
      'NOT_FOUND',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_UNEMPLOYMENT_DOCUMENT_REQUIRED',
      'BE_UNEMPLOYMENT_STATE_INVALID',
      'BE_UNEMPLOYMENT_UNDER_REVIEW',
    ],
  ],
  [`POST ${D}/v1/jobseeks/sd/uploads`]: [
    'uploadUnemploymentDocument',
    'Upload a proof for the unemployment registration (multipart)',
    [
      'NOT_FOUND',
      'BE_UNEMPLOYMENT_STATE_INVALID',
      'BE_UNEMPLOYMENT_TOO_MANY_FILES',
      'BE_UNEMPLOYMENT_UNDER_REVIEW',
      'FILE_EMPTY',
      'FILE_SIZE_TOO_LARGE',
      'FILE_SIZE_TOO_LARGE_LIMIT_8',
      'FILE_TYPE_ILLEGAL',
      'FILE_STORE_UNAVAILABLE',
    ],
  ],
  [`GET ${D}/v1/jobseeks/sd/supplements`]: [
    'getUnemploymentSupplements',
    'The documents staff asked me to supply',
  ],
  [`POST ${D}/v1/jobseeks/sd/supplements`]: [
    'supplyUnemploymentDocuments',
    'Send the documents staff asked for',
    ['NOT_FOUND', 'BE_UNEMPLOYMENT_STATE_INVALID'],
  ],
  [`GET ${D}/v1/jobseeks/sd/attachments/{id}`]: [
    'downloadUnemploymentAttachment',
    'Download one of my unemployment proofs',
    ['NOT_FOUND', 'FILE_STORE_UNAVAILABLE'],
  ],
  [`DELETE ${D}/v1/jobseeks/sd/attachments/{id}`]: [
    'deleteUnemploymentAttachment',
    'Remove one of my unemployment proofs',
    ['NOT_FOUND', 'BE_UNEMPLOYMENT_STATE_INVALID'],
  ],

  // events
  [`GET ${D}/v2/events`]: ['listEvents', 'Job-matching events', ['NOT_FOUND']],
  [`GET ${D}/v2/events/{id}`]: ['getEvent', 'A job-matching event', ['NOT_FOUND']],
  [`GET ${D}/v1/events/{eventId}`]: ['getEventV1', 'A job-matching event (v1)', ['NOT_FOUND']],
  [`GET ${D}/v2/events/{id}/sessionstock`]: [
    'getEventSessionStock',
    'Seats left in each session of an event',
    ['NOT_FOUND'],
  ],
  [`GET ${D}/v2/eventbanners`]: ['listEventBanners', 'The events’ banners'],
  [`POST ${D}/v2/eventregisters/initialvalidate`]: [
    'validateEventRegistration',
    'Check that I may register for an event',
    [
      'BE_PROFILE_NOT_FOUND',
      'BE_PROFILE_MUST_UPDATE',
      'BE_SEEKER_AGE_MUST_GE_16',
      'NOT_FOUND',
      'BE_NOT_IN_EVENT_DATE_RANGE',
      'BE_ALREADY_REGISTER_EVENT',
    ],
  ],
  [`POST ${D}/v2/eventregisters`]: [
    'registerForEvent',
    'Register for an event and its sessions',
    [
      'BE_PROFILE_NOT_FOUND',
      'BE_PROFILE_MUST_UPDATE',
      'BE_SEEKER_AGE_MUST_GE_16',
      'NOT_FOUND',
      'BE_NOT_IN_EVENT_DATE_RANGE',
      'BE_ALREADY_REGISTER_EVENT',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SESSION_FULL_BOOKING',
    ],
  ],
  [`GET ${D}/v2/eventregisters/events/{eventId}`]: [
    'getEventRegistration',
    'My registration for an event',
    ['NOT_FOUND'],
  ],
  [`GET ${D}/v2/eventregisters/statistics`]: [
    'getEventRegistrationStatistics',
    'My standing at several events',
  ],
  [`GET ${D}/v1/joboffers/events/{eventId}`]: [
    'listEventJobOffers',
    'Vacancies of an event',
    ['NOT_FOUND'],
  ],
  [`GET ${D}/v1/joboffers/events/{eventId}/search`]: [
    'searchEventJobOffers',
    'Search the vacancies of an event',
    ['NOT_FOUND'],
  ],
  [`GET ${D}/v1/joboffers/events/{eventId}/summary`]: [
    'getEventJobOfferSummary',
    'Vacancy statistics of an event',
    ['NOT_FOUND'],
  ],
  [`GET ${D}/v1/joboffers/events/{eventId}/catalog`]: [
    'getEventJobOfferCatalog',
    'The job-class catalog of an event',
    ['NOT_FOUND'],
  ],
  [`GET ${D}/v2/events/{id}/joboffers`]: [
    'listEventVacancies',
    'Vacancies of an event (v2)',
    ['NOT_FOUND'],
  ],
  [`GET ${D}/v2/events/{eventId}/joboffers/{jobOfferId}`]: [
    'getEventVacancy',
    'A vacancy of an event',
    ['NOT_FOUND'],
  ],
  [`GET ${D}/v2/jobmatchevents`]: [
    'listEventApplications',
    'My interview requests at an event',
    ['NOT_FOUND'],
  ],
  [`POST ${D}/v2/jobmatchevents/applyEventVacancy`]: [
    'applyEventVacancy',
    'Ask for an interview for a vacancy of an event',
    [
      'NOT_FOUND',
      'BE_EVENT_NOT_REGISTERED',
      'BE_JOBOFFER_INVALID',
      'BE_ALREADY_APPLY_EVENT_VACANCY',
      'BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER',
      'BE_CV_MUST_ATTACHED',
    ],
  ],

  // employer and staff console
  [`GET ${C}/me`]: ['getConsoleAccount', 'The console account and its employer'],
  [`GET ${C}/home/staff`]: [
    'getStaffConsoleHome',
    'Each staff queue with its count and the age of its oldest item',
  ],
  [`GET ${C}/home/employer`]: [
    'getEmployerConsoleHome',
    'The employer’s vacancies by status and its waiting interview requests',
  ],
  [`GET ${C}/hot-searches`]: ['getHotSearches', 'The counted keywords, hidden or shown'],
  [`PUT ${C}/hot-searches`]: [
    'setHotSearches',
    'Hide or show a keyword in the hot searches',
    ['NOT_FOUND'],
  ],
  [`GET ${C}/jobmatches`]: ['listConsoleMatches', 'Interview requests to my vacancies'],
  [`GET ${C}/jobmatches/{id}`]: ['getConsoleMatch', 'An interview request', ['NOT_FOUND']],
  [`GET ${C}/jobmatches/{id}/cv`]: [
    'downloadConsoleMatchCv',
    'The CV attached to an interview request',
    ['NOT_FOUND', 'FILE_STORE_UNAVAILABLE'],
  ],
  [`POST ${C}/jobmatches/{id}/arrange`]: [
    'arrangeInterview',
    'Arrange the interview of a request',
    ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID'],
  ],
  [`POST ${C}/jobmatches/{id}/decline`]: [
    'declineMatch',
    'Decline an interview request',
    ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID'],
  ],
  [`POST ${C}/jobmatches/{id}/result`]: [
    'recordInterviewResult',
    'Record the result of an interview',
    ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID', 'BE_JOBMATCH_RESULT_ALREADY_RECORDED'],
  ],
  [`POST ${C}/jobmatches/invite`]: [
    'inviteSeeker',
    'Invite a seeker to an interview',
    [
      'NOT_FOUND',
      'BE_JOBOFFER_INVALID',
      'BE_RESUME_NOT_PUBLISHED',
      'BE_ALREADY_INTERVIEW',
      'BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
      'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT',
      'BE_INTERVIEW_REPLY_TIME_TOO_SHORT',
    ],
  ],
  [`GET ${C}/seekers`]: ['listConsoleSeekers', 'Search the published resumes'],
  [`GET ${C}/seekers/{id}`]: ['getConsoleSeeker', 'A published resume', ['NOT_FOUND']],
  [`GET ${C}/joboffers`]: ['listConsoleJobOffers', 'Vacancies to choose from in the console'],
  [`GET ${C}/unemployment`]: ['listConsoleUnemployments', 'Unemployment registrations to review'],
  [`GET ${C}/unemployment/{id}`]: [
    'getConsoleUnemployment',
    'An unemployment registration',
    ['NOT_FOUND'],
  ],
  [`GET ${C}/unemployment/{id}/attachments/{attachmentId}`]: [
    'downloadConsoleUnemploymentAttachment',
    'A proof of an unemployment registration',
    ['NOT_FOUND', 'FILE_STORE_UNAVAILABLE'],
  ],
  [`POST ${C}/unemployment/{id}/approve`]: [
    'approveUnemployment',
    'Approve an unemployment registration',
    ['NOT_FOUND', 'BE_UNEMPLOYMENT_STATE_INVALID'],
  ],
  [`POST ${C}/unemployment/{id}/refuse`]: [
    'refuseUnemployment',
    'Refuse an unemployment registration',
    ['NOT_FOUND', 'BE_UNEMPLOYMENT_STATE_INVALID'],
  ],
  [`POST ${C}/unemployment/{id}/supplements`]: [
    'requestUnemploymentSupplements',
    'Ask the seeker for more documents',
    ['NOT_FOUND', 'BE_UNEMPLOYMENT_STATE_INVALID'],
  ],
  [`GET ${C}/events`]: ['listConsoleEvents', 'Job-matching events to manage', ['NOT_FOUND']],
  [`POST ${C}/events`]: ['createEvent', 'Create a job-matching event', ['NOT_FOUND']],
  [`GET ${C}/events/{id}`]: ['getConsoleEvent', 'An event to manage', ['NOT_FOUND']],
  [`PUT ${C}/events/{id}`]: ['updateEvent', 'Update an event', ['NOT_FOUND']],
  [`POST ${C}/events/{id}/sessions`]: [
    'addEventSession',
    'Add a session to an event',
    ['NOT_FOUND'],
  ],
  [`PUT ${C}/events/{id}/sessions/{sessionId}`]: [
    'updateEventSession',
    'Update a session of an event',
    ['NOT_FOUND', 'BE_EVENT_QUOTA_BELOW_TAKEN'],
  ],
  [`POST ${C}/events/{id}/joboffers`]: [
    'setEventVacancies',
    'Choose the vacancies of an event',
    ['NOT_FOUND'],
  ],
  [`POST ${C}/events/{id}/registration`]: [
    'setEventRegistration',
    'Open or close an event’s registration',
    ['NOT_FOUND'],
  ],
  [`POST ${C}/events/{id}/checkins`]: [
    'checkInToEvent',
    'Check a seeker in by the ticket',
    [
      'NOT_FOUND',
      'BE_EVENT_TICKET_INVALID',
      'BE_EVENT_ALREADY_CHECKED_IN',
      'BE_EVENT_CHECKIN_NOT_OPEN',
    ],
  ],
  [`GET ${C}/events/{id}/registrations`]: [
    'listEventRegistrations',
    'The registrations of an event',
    ['NOT_FOUND'],
  ],
  [`GET ${C}/event-bookings`]: ['listEventBookings', 'Interview requests at events'],
  [`GET ${C}/postings`]: ['listPostings', 'My vacancies'],
  [`POST ${C}/postings`]: [
    'createPosting',
    'Post a vacancy for review',
    ['NOT_FOUND', 'BE_REFERENCE_OPTION_INACTIVE', 'BE_VACANCY_SALARY_BELOW_MINIMUM'],
  ],
  [`GET ${C}/postings/{id}`]: ['getPosting', 'One of my vacancies', ['NOT_FOUND']],
  [`PUT ${C}/postings/{id}`]: [
    'updatePosting',
    'Update one of my vacancies',
    [
      'NOT_FOUND',
      'BE_POSTING_STATE_INVALID',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_VACANCY_SALARY_BELOW_MINIMUM',
    ],
  ],
  [`POST ${C}/postings/{id}/withdraw`]: [
    'withdrawPosting',
    'Withdraw one of my vacancies',
    ['NOT_FOUND', 'BE_POSTING_STATE_INVALID'],
  ],
  [`POST ${C}/postings/{id}/renew`]: [
    'renewPosting',
    'Renew one of my vacancies',
    ['NOT_FOUND', 'BE_POSTING_STATE_INVALID', 'BE_POSTING_NOT_RENEWABLE'],
  ],
  [`GET ${C}/posting-reviews`]: ['listPostingReviews', 'Vacancies waiting for review'],
  [`POST ${C}/postings/{id}/approve`]: [
    'approvePosting',
    'Approve and publish a vacancy',
    [
      'NOT_FOUND',
      'BE_POSTING_STATE_INVALID',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_VACANCY_SALARY_BELOW_MINIMUM',
    ],
  ],
  [`POST ${C}/postings/{id}/return`]: [
    'returnPosting',
    'Return a vacancy to its employer for changes',
    ['NOT_FOUND', 'BE_POSTING_STATE_INVALID'],
  ],
  [`GET ${C}/joboffer-reports`]: ['listJobOfferReports', 'Reported vacancies'],
  [`GET ${C}/joboffer-reports/{id}`]: [
    'getJobOfferReport',
    'The reports of a vacancy',
    ['NOT_FOUND'],
  ],
  [`POST ${C}/joboffer-reports/{id}/dismiss`]: [
    'dismissJobOfferReports',
    'Dismiss the reports of a vacancy',
    ['NOT_FOUND', 'BE_POSTING_STATE_INVALID'],
  ],
  [`POST ${C}/joboffers/{id}/remove`]: [
    'removeJobOffer',
    'Take a published vacancy down',
    ['NOT_FOUND', 'BE_POSTING_STATE_INVALID'],
  ],
  // notifications
  [`GET ${D}/v1/notifications`]: ['listNotifications', 'My notifications, newest first'],
  [`POST ${D}/v1/notifications/{id}/read`]: [
    'markNotificationRead',
    'Mark a notification read',
    ['NOT_FOUND'],
  ],
  [`POST ${D}/v1/notifications/read-all`]: [
    'markAllNotificationsRead',
    'Mark all my notifications read',
  ],
  [`GET ${D}/v1/notifications/preferences`]: [
    'getNotificationPreferences',
    'My notification preferences',
  ],
  [`PUT ${D}/v1/notifications/preferences`]: [
    'setNotificationPreferences',
    'Change my notification preferences',
  ],
  [`GET ${D}/v1/notifications/unsubscribe`]: [
    'checkUnsubscribeLink',
    'Check an e-mail’s unsubscribe link',
    ['BE_UNSUBSCRIBE_LINK_INVALID'],
  ],
  [`POST ${D}/v1/notifications/unsubscribe`]: [
    'unsubscribe',
    'Switch a kind of e-mail off from its link (one click)',
    ['BE_UNSUBSCRIBE_LINK_INVALID'],
  ],
  // job alerts (saved searches)
  [`GET ${D}/v1/savedsearches`]: ['listSavedSearches', 'My job alerts (saved searches)'],
  [`POST ${D}/v1/savedsearches`]: [
    'createSavedSearch',
    'Save a job search as a job alert',
    ['BE_SAVED_SEARCH_EXCEED_MAX'],
  ],
  [`PUT ${D}/v1/savedsearches/{id}`]: [
    'updateSavedSearch',
    'Change a job alert (name, filters, mode, pause)',
    ['NOT_FOUND'],
  ],
  [`DELETE ${D}/v1/savedsearches/{id}`]: ['deleteSavedSearch', 'Delete a job alert', ['NOT_FOUND']],
  [`GET ${D}/v1/notifications/mailbox`]: ['listDemoMailbox', 'My e-mails kept by the demo'],
  [`GET ${D}/v1/push/key`]: ['getPushKey', 'The VAPID public key to subscribe a browser to push'],
  [`POST ${D}/v1/push/subscriptions`]: [
    'subscribePush',
    'Register this browser for push notifications (the oldest of 10 is replaced)',
  ],
  [`DELETE ${D}/v1/push/subscriptions`]: [
    'unsubscribePush',
    'Stop push notifications to a browser',
    ['NOT_FOUND'],
  ],
  [`GET ${C}/deliveries/failed`]: ['listFailedDeliveries', 'Deliveries that kept failing'],
  [`POST ${C}/deliveries/{id}/retry`]: [
    'retryDelivery',
    'Try a failed delivery again',
    ['NOT_FOUND'],
  ],
  // my data (issue 32)
  [`GET ${D}/v1/mydata/access-log`]: [
    'listMyAccessLog',
    'Who looked at my personal data (staff and employers), newest first',
  ],
  [`GET ${D}/v1/mydata/summary`]: [
    'getMyDataSummary',
    'What Vaga holds about me by kind (counts), and how long kept records stay',
  ],
  [`GET ${D}/v1/mydata/export`]: [
    'exportMyData',
    'Everything Vaga holds about me: one ZIP of JSON files, my files and a PDF summary',
    ['FILE_STORE_UNAVAILABLE'],
  ],
  [`POST ${D}/v1/mydata/erase`]: [
    'eraseMyData',
    'Erase my resume, CV files, favourites and saved searches (records the service keeps stay)',
  ],
  [`GET ${C}/accounts/{id}/access-log`]: [
    'listAccountAccessLog',
    'Who looked at a seeker’s personal data: staff and employer reads',
  ],
  [`GET ${C}/access-log`]: [
    'listAccessLog',
    'Every read of seekers’ personal data by staff and employers, newest first, with filters',
  ],
};
