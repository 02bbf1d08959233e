import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PROFILE_SECTIONS, type Profile, type ProfileSection } from '@vaga/contract';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useAccountProfile } from '@/shared/api/account-profile.ts';
import { useUpdateProfileSections } from '../api/save-profile.ts';
import { ProfileGate } from '../ui/profile-gate.tsx';
import { SectionForm } from '../ui/section-form.tsx';
import { serverFieldError, type ServerFieldError } from '../lib/form-errors.ts';
import { parseGoTo } from '../lib/go-to.ts';
import { sectionValues } from '../lib/section-values.ts';
import { NoProfileYet } from '../ui/gate-panels.tsx';
import { Button } from '@/shared/ui/button.tsx';

function isSection(value: string | undefined): value is ProfileSection {
  return (PROFILE_SECTIONS as readonly (string | undefined)[]).includes(value);
}

/** Saves one section (PUT v2/profile/simple) and returns to `goTo`. */
function UpdateSection({ section, profile }: { section: ProfileSection; profile: Profile }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goTo = parseGoTo(params.get('goTo'));
  const update = useUpdateProfileSections();
  const account = useAccountProfile();
  const leave = () =>
    goTo.kind === 'back' ? navigate(-1) : navigate(goTo.path, { replace: true });
  const save = async (values: FieldValues): Promise<ServerFieldError | null> => {
    try {
      await update.mutateAsync({ [section]: values });
    } catch (error) {
      const field = serverFieldError(error, currentLocale());
      if (field && (field.section === section || field.section === null))
        return { ...field, section };
      showErrorToast(error);
      return null;
    }
    void leave();
    return null;
  };
  return (
    <div className="vaga-page">
      <SectionForm
        section={section}
        defaultValues={sectionValues(section, profile)}
        docNum={profile.docNum}
        birthDate={account.data?.birthDate}
        submitLabel={t('actions.save')}
        busy={update.isPending}
        onSubmit={save}
        secondary={<Button onClick={() => void leave()}>{t('actions.cancel')}</Button>}
      />
    </div>
  );
}

/** `/cv-form/update-alone/{section}`: one of the seven sections, `goTo` carried back. */
export function UpdateAlonePage() {
  const { t } = useTranslation('profile');
  const { section } = useParams();
  if (!isSection(section)) {
    return (
      <section className="vaga-panel" aria-labelledby="unknown-section">
        <h2 id="unknown-section" className="vaga-panel__title">
          {t('gate.unknownSection')}
        </h2>
      </section>
    );
  }
  return (
    <ProfileGate>
      {(profile) =>
        profile ? <UpdateSection section={section} profile={profile} /> : <NoProfileYet />
      }
    </ProfileGate>
  );
}
