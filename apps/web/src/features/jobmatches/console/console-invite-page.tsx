import '@/shared/console/console-pages.css';
import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useConsoleJobOffers } from '../api/get-console-job-offers.ts';
import { useInviteSeeker } from '../api/invite-seeker.ts';
import { ArrangementFields, EMPTY_ARRANGEMENT, type Arrangement } from './arrangement-fields.tsx';
import type { ConsoleKind } from '@/shared/console/console-refusal.tsx';
import { FormField } from '@/shared/ui/fields/form-field.tsx';
import { requiredBySchema } from '@/shared/lib/required-fields.ts';
import { InviteSeekerSchema } from '@vaga/contract';
import { SeekerPicker } from './seeker-picker.tsx';
import { checkInvitation, type FormErrors } from '@/shared/lib/console-form-checks.ts';
import { matchPath, matchesPath } from '@/shared/paths.ts';
import { Button } from '@/shared/ui/button.tsx';

/** Which of its fields an invitation must have, marked on their labels. */
const REQUIRED = requiredBySchema(InviteSeekerSchema);

/**
 * "Invite a seeker": a seeker whose resume is published, one of the vacancies, and the interview's
 * time and place; the seeker answers within 10 days.
 */
export function ConsoleInvitePage({ type }: { type: ConsoleKind }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const navigate = useNavigate();
  const offers = useConsoleJobOffers();
  const invite = useInviteSeeker();
  const [seekerId, setSeekerId] = useState<number | null>(null);
  const [jobOfferId, setJobOfferId] = useState<number | null>(null);
  const [arrangement, setArrangement] = useState<Arrangement>(EMPTY_ARRANGEMENT);
  const [errors, setErrors] = useState<FormErrors>({});
  const value = () => ({
    ...arrangement,
    seekerId: seekerId ?? undefined,
    jobOfferId: jobOfferId ?? undefined,
  });

  const send = () => {
    const found = checkInvitation(value());
    setErrors(found);
    if (Object.keys(found).length > 0 || seekerId === null || jobOfferId === null) return;
    invite.mutate(
      { ...arrangement, seekerId, jobOfferId },
      { onSuccess: ({ jobMatchUid }) => void navigate(matchPath(type, jobMatchUid)) },
    );
  };

  return (
    <div className="vaga-console-invite">
      <Link to={matchesPath(type)}>{t('common.back')}</Link>
      <h2 className="vaga-console-home__title">{t('invite.title')}</h2>
      <form
        className="vaga-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <SeekerPicker
          value={seekerId}
          onChange={setSeekerId}
          error={errors.seekerId}
          required={REQUIRED('seekerId')}
        />
        <FormField
          label={t('invite.vacancy')}
          error={errors.jobOfferId}
          required={REQUIRED('jobOfferId')}
        >
          {(props) => (
            <select
              {...props}
              className="vaga-field__input"
              value={jobOfferId ?? ''}
              onChange={(e) => setJobOfferId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('invite.chooseVacancy')}</option>
              {(offers.data ?? [])
                .filter((offer) => offer.valid)
                .map((offer) => (
                  <option key={offer.id} value={offer.id}>
                    {offer.title}
                  </option>
                ))}
            </select>
          )}
        </FormField>
        <ArrangementFields
          value={arrangement}
          errors={errors}
          onChange={(patch) => setArrangement({ ...arrangement, ...patch })}
        />
        <div className="vaga-form__actions">
          <Button type="submit" variant="primary" disabled={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
