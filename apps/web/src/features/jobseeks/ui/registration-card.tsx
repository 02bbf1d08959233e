import { useId, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Badge from 'antd-mobile/es/components/badge';
import Tag from 'antd-mobile/es/components/tag';
import { JOB_SEEK_STATES, type JobAssistance, type JobAssistanceOptions } from '@vaga/contract';
import { formatDate } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { Facts } from '@/shared/ui/facts.tsx';
import { Icon } from '@/shared/ui/icon.tsx';
import { RegistrationLabels } from './registration-view.tsx';
import { registrationFacts } from './registration-facts.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';

/** The toggle's visible sign: points down when the card is collapsed, up when it is open. */
const CHEVRON_DOWN = 'M6 9l6 6 6-6';

const STATE_COLORS: Record<number, 'primary' | 'success' | 'warning' | 'danger' | 'default'> = {
  [JOB_SEEK_STATES.processing]: 'warning',
  [JOB_SEEK_STATES.valid]: 'success',
  [JOB_SEEK_STATES.refused]: 'danger',
};

/**
 * The registration-info card (spec §2, §4): the latest registration's state, number, validity and
 * choices, with the update button unless the registration is under review
 * (selfJobSeekOption.disableCreateUpdate 1). When it is no longer current and the update tip is
 * on, an update-needed hint with a badge shows and the card starts collapsed.
 */
export function RegistrationCard({
  assistance,
  options,
}: {
  assistance: JobAssistance;
  options: JobAssistanceOptions;
}) {
  const { t } = useTranslation('jobseeks');
  const bodyId = useId();
  const needsUpdate =
    assistance.currentJobSeekIsValid === 0 && options.selfJobSeekOption.showUpdateTip === 1;
  const [open, setOpen] = useState(!needsUpdate);
  const canUpdate = options.selfJobSeekOption.disableCreateUpdate !== 1;
  const title = t('card.title');
  return (
    <section className="vaga-card vaga-registration-card" aria-label={title}>
      <div className="vaga-registration-card__head">
        <button
          type="button"
          className="vaga-registration-card__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {needsUpdate ? (
            <Badge content={Badge.dot}>
              <span className="vaga-card__title">{title}</span>
            </Badge>
          ) : (
            <span className="vaga-card__title">{title}</span>
          )}
          <span className="vaga-visually-hidden">
            {open ? t('card.collapse') : t('card.expand')}
          </span>
          <Icon
            d={CHEVRON_DOWN}
            className={
              open
                ? 'vaga-registration-card__chevron vaga-registration-card__chevron--open'
                : 'vaga-registration-card__chevron'
            }
          />
        </button>
        <Tag color={STATE_COLORS[assistance.state] ?? 'default'} fill="outline">
          {assistance.stateDesc}
        </Tag>
      </div>
      {needsUpdate && (
        <p className="vaga-jobseek-hint" role="alert">
          {t('card.updateNeeded')}
        </p>
      )}
      {open && (
        <div id={bodyId} className="vaga-registration-card__body">
          <Facts
            facts={[
              [t('labels.entNo'), assistance.entNo],
              [t('labels.entDate'), formatDate(assistance.entDate)],
              [
                t('labels.validity'),
                assistance.validFrom && assistance.validUntil
                  ? t('labels.validityRange', {
                      from: formatDate(assistance.validFrom),
                      until: formatDate(assistance.validUntil),
                    })
                  : t('labels.validityPending'),
              ],
            ]}
          />
          <RegistrationLabels
            labels={assistance.labels}
            facts={registrationFacts(t, assistance.profile, assistance.labels.latestJobSalaryType)}
          />
        </div>
      )}
      {canUpdate && (
        <ButtonLink variant="primary" to={paths.updateRegister()}>
          {assistance.currentJobSeekIsValid === 1 ? t('card.update') : t('card.registerAgain')}
        </ButtonLink>
      )}
    </section>
  );
}
