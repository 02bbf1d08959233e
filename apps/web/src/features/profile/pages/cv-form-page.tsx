import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useNavigate } from 'react-router';
import {
  PROFILE_SECTIONS,
  type AccountProfile,
  type Profile,
  type ProfileInput,
  type ProfileSection,
} from '@vaga/contract';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useAccountProfile } from '@/shared/api/account-profile.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import { PublishForm } from '../ui/publish-form.tsx';
import { ResumeView, type ResumeData } from '../ui/resume-view.tsx';
import { SectionForm } from '../ui/section-form.tsx';
import { AlreadyCreated, NoProfileYet } from '../ui/gate-panels.tsx';
import { ProfileGate } from '../ui/profile-gate.tsx';
import { serverFieldError, type ServerFieldError } from '../lib/form-errors.ts';
import { identityValues, sectionValues } from '../lib/section-values.ts';
import { paths } from '@/shared/paths.ts';
import { Button } from '@/shared/ui/button.tsx';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

type Mode = 'create' | 'update';
const CONFIRM = PROFILE_SECTIONS.length;

/** The form's first values: the resume's, or for a new one what the identity already holds. */
function initialValues(
  profile: Profile | null,
  identity: AccountProfile | undefined,
): Record<ProfileSection, FieldValues> {
  const values = Object.fromEntries(
    PROFILE_SECTIONS.map((s) => [s, sectionValues(s, profile)]),
  ) as Record<ProfileSection, FieldValues>;
  if (!profile && identity) {
    values.personalInfo = { ...values.personalInfo, ...identityValues(identity) };
  }
  return values;
}

/**
 * `/cv-form` (create) and `/cv-form/update-profile` (update): one step per section with the
 * contract's rules, then a confirmation with the publish choice; the whole resume is sent once.
 */
function ResumeWizard({ mode, profile }: { mode: Mode; profile: Profile | null }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const account = useAccountProfile();
  const save = useSaveProfile(mode);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(() => initialValues(profile, account.data));
  const [serverError, setServerError] = useState<ServerFieldError | null>(null);
  const docNum = profile?.docNum ?? account.data?.identityNo;

  const merged = () =>
    Object.assign({}, ...PROFILE_SECTIONS.map((s) => values[s])) as Omit<ProfileInput, 'isPublic'>;

  const submit = (isPublic: 0 | 1) => {
    setServerError(null);
    save.mutate(
      { ...merged(), isPublic },
      {
        onSuccess: () =>
          void navigate(paths.cvFormResult(mode === 'create' ? 'created' : 'updated')),
        onError: (error) => {
          const field = serverFieldError(error, currentLocale());
          if (!field) return showErrorToast(error);
          setServerError(field);
          if (field.section) setStep(PROFILE_SECTIONS.indexOf(field.section));
        },
      },
    );
  };

  const progress = (
    <p className="vaga-form__progress" aria-live="polite">
      {t('form.step', { step: step + 1, total: CONFIRM + 1 })}
    </p>
  );

  if (step < CONFIRM) {
    const section = PROFILE_SECTIONS[step];
    return (
      <div className="vaga-page">
        {progress}
        <SectionForm
          key={section}
          section={section}
          defaultValues={values[section]}
          serverError={serverError}
          docNum={docNum}
          birthDate={account.data?.birthDate}
          submitLabel={t('actions.next')}
          onSubmit={(parsed) => {
            setValues((v) => ({ ...v, [section]: parsed }));
            setStep(step + 1);
          }}
          secondary={
            step > 0 ? (
              <Button onClick={() => setStep(step - 1)}>{t('actions.previous')}</Button>
            ) : null
          }
        />
      </div>
    );
  }
  const draft: ResumeData = { ...merged(), docNum, isPublic: profile?.isPublic ?? 0 } as ResumeData;
  return (
    <div className="vaga-page">
      {progress}
      <h2 className="vaga-form__title">{t('sections.confirm')}</h2>
      <p className="vaga-form__intro">{t('form.confirmText')}</p>
      <ResumeView
        data={draft}
        sectionAction={(section) => (
          <Button
            size="small"
            onClick={() => setStep(PROFILE_SECTIONS.indexOf(section))}
            aria-label={`${t('actions.edit')} ${t(`sections.${section}`)}`}
          >
            {t('actions.edit')}
          </Button>
        )}
      />
      <PublishForm
        defaultValue={profile?.isPublic}
        serverError={serverError}
        busy={save.isPending}
        submitLabel={t('actions.submit')}
        onSubmit={submit}
      />
      <Button onClick={() => setStep(CONFIRM - 1)}>{t('actions.previous')}</Button>
    </div>
  );
}

/**
 * A new resume starts once the account profile is known, so it starts from the identity (its
 * number is the resume's): until then loading, or the failure with a retry.
 */
function NewResume() {
  const account = useAccountProfile();
  if (!account.data)
    return <PageLoadState error={account.error} onRetry={() => void account.refetch()} />;
  return <ResumeWizard mode="create" profile={null} />;
}

export function CvFormPage() {
  return <ProfileGate>{(profile) => (profile ? <AlreadyCreated /> : <NewResume />)}</ProfileGate>;
}

export function UpdateProfilePage() {
  return (
    <ProfileGate>
      {(profile) => (profile ? <ResumeWizard mode="update" profile={profile} /> : <NoProfileYet />)}
    </ProfileGate>
  );
}
