import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobOfferDetail, VacancyTranslatedField } from '@vaga/contract';
import { formatDateTime, formatSalary, formatValidUntil } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { eventContextOf } from '../lib/event-context.ts';
import { FitSummary } from './fit-summary.tsx';
import { ReportVacancy } from './report-vacancy.tsx';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';
import { InterviewRequestGate } from '@/shared/ui/interview-request-gate.tsx';
import { showDoneToast } from '@/shared/lib/done-toast.ts';
import { TranslatedText } from '@/shared/ui/translated-text.tsx';

/** Where the interview request of a vacancy goes (booking itself comes with the interviews). */
export function makeAppointmentHref(jobOfferId: number): string {
  return paths.makeAppointment(jobOfferId);
}

/** The stable address of a vacancy (its own page), absolute, to share. */
export function shareHref(jobOfferId: number): string {
  return new URL(paths.jobOffer(jobOfferId), window.location.origin).href;
}

/**
 * Shares the vacancy's own page (never the list's `?detail=` address): the system's share sheet
 * where there is one, else the link is copied.
 */
function ShareLink({ jobOfferId, title }: { jobOfferId: number; title: string }) {
  const { t } = useTranslation('jobsearch');
  const share = async () => {
    const url = shareHref(jobOfferId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showDoneToast(t('detail.linkCopied'));
    } catch {
      window.prompt(t('detail.share'), url);
    }
  };
  return (
    <Button size="small" className="vaga-detail__share-button" onClick={() => void share()}>
      {t('detail.share')}
    </Button>
  );
}

interface JobOfferDetailViewProps {
  offer: JobOfferDetail;
  /** Extra controls next to the interview request, e.g. the favourite toggle. */
  actions?: ReactNode;
  titleId?: string;
}

/**
 * Everything about a vacancy (spec §2 "job detail with interview request"): title, employer,
 * salary, requirements, place and time, description, the additional message when the employer
 * shows it, hashtags and whether a CV is required. An expired vacancy says so and cannot be
 * booked; where the seeker asked before, what became of that request stands in for the
 * request (InterviewRequestGate). Anyone may report a listed vacancy (ReportVacancy, its form loaded on the first tap).
 */
export function JobOfferDetailView({ offer, actions, titleId }: JobOfferDetailViewProps) {
  const { t } = useTranslation('jobsearch');
  // Label, text, and the translated field it is (shown in Chinese when the answer says so).
  const facts: [string, string, VacancyTranslatedField?][] = [
    [t('detail.company'), offer.companyName, 'companyName'],
    [t('detail.companyType'), offer.companyType ?? ''],
    [t('detail.education'), offer.education],
    [t('detail.experienceSkill'), offer.experienceSkill, 'experienceSkill'],
    [t('detail.experienceYears'), t('detail.years', { count: offer.experienceRequiredYears })],
    [t('detail.workingArea'), offer.workingArea, 'workingArea'],
    [t('detail.workingTime'), offer.workingTime, 'workingTime'],
    [t('detail.positions'), String(offer.positions)],
    [t('detail.publishDate'), formatDateTime(offer.publishDate)],
    [t('detail.expiryDate'), formatValidUntil(offer.expiryDate)],
  ];
  const contact = offer.contactName !== '' || offer.contactPhone !== '';
  const valid = offer.isValid === 1;
  // In an event's job list the vacancy is booked at the event (spec §2 /appt-form).
  const event = eventContextOf(useSearchParams()[0]);

  return (
    <article className="vaga-detail" aria-labelledby={titleId}>
      <header className="vaga-detail__head">
        <h2 id={titleId} className="vaga-detail__title">
          <TranslatedText record={offer} field="jobOfferTitle">
            {offer.jobOfferTitle}
          </TranslatedText>
        </h2>
        <p className="vaga-detail__salary">{formatSalary(offer.salary, offer.salaryTypeName)}</p>
        <p className="vaga-offer__tags">
          {offer.needCv === 1 && <span className="vaga-tag">{t('detail.needCv')}</span>}
          {offer.hashTag.length > 0 && (
            <TranslatedText record={offer} field="hashTag">
              {offer.hashTag.map((tag) => (
                <span key={tag} className="vaga-tag vaga-tag--light">
                  #{tag}
                </span>
              ))}
            </TranslatedText>
          )}
        </p>
      </header>
      {!valid && (
        <p className="vaga-detail__expired" role="note">
          {t('detail.expired')}
        </p>
      )}
      <dl className="vaga-detail__facts">
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value, field]) => (
            <div key={label} className="vaga-detail__fact">
              <dt>{label}</dt>
              <dd>
                {field ? (
                  <TranslatedText record={offer} field={field}>
                    {value}
                  </TranslatedText>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        {contact && (
          <div className="vaga-detail__fact">
            <dt>{t('detail.contact')}</dt>
            <dd>
              {offer.contactName !== '' && (
                <TranslatedText record={offer} field="contactName">
                  {offer.contactName}
                </TranslatedText>
              )}
              {offer.contactName !== '' && offer.contactPhone !== '' && ' '}
              {offer.contactPhone}
            </dd>
          </div>
        )}
      </dl>
      {offer.fit && <FitSummary fit={offer.fit} />}
      <section className="vaga-detail__section">
        <h3>{t('detail.description')}</h3>
        <p className="vaga-detail__text">
          <TranslatedText record={offer} field="jobDescription">
            {offer.jobDescription}
          </TranslatedText>
        </p>
      </section>
      {offer.isShowAdditionalMessage === 1 && offer.additionalMessage !== '' && (
        <section className="vaga-detail__section">
          <h3>{t('detail.additionalMessage')}</h3>
          <p className="vaga-detail__text">
            <TranslatedText record={offer} field="additionalMessage">
              {offer.additionalMessage}
            </TranslatedText>
          </p>
        </section>
      )}
      <footer className="vaga-detail__actions">
        {actions}
        {valid && event && (
          <InterviewRequestGate jobOfferId={offer.id}>
            <ButtonLink variant="primary" to={paths.apptForm(event.eventId, offer.id)}>
              {t('detail.bookAtEvent')}
            </ButtonLink>
          </InterviewRequestGate>
        )}
        {valid && !event && (
          <InterviewRequestGate jobOfferId={offer.id}>
            <ButtonLink variant="primary" to={makeAppointmentHref(offer.id)}>
              {t('detail.requestInterview')}
            </ButtonLink>
          </InterviewRequestGate>
        )}
      </footer>
      <p className="vaga-detail__share">
        <ShareLink jobOfferId={offer.id} title={offer.jobOfferTitle} />
      </p>
      {valid && (
        <p className="vaga-detail__report">
          <ReportVacancy jobOfferId={offer.id} />
        </p>
      )}
    </article>
  );
}
