import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { errorMessage } from '@vaga/contract';
import { initLocale } from '@/shared/lib/locale.ts';
import { FormField } from '@/shared/ui/fields/form-field.tsx';
import { checkInvitation } from '@/shared/lib/console-form-checks.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = new Date('2026-11-22T02:00:00.000Z');
const invitation = (interviewAt: string) => ({
  seekerId: 1,
  jobOfferId: 2,
  interviewAt,
  location: 'Rua do Campo 10',
  contactPhone: '28781234',
});

beforeEach(() => {
  initLocale('?language=en');
});

describe('the invitation form', () => {
  it('refuses an interview date that leaves the seeker less than a day to reply', () => {
    // Tomorrow evening: the reply would be due by the end of today.
    expect(checkInvitation(invitation('2026-11-23T20:00'), NOW)).toEqual({
      interviewAt: 'BE_INTERVIEW_REPLY_TIME_TOO_SHORT',
    });
    // The day after tomorrow leaves all of tomorrow.
    expect(checkInvitation(invitation('2026-11-24T09:00'), NOW)).toEqual({});
    expect(checkInvitation(invitation('2026-12-04T11:00'), NOW)).toEqual({});
    // At midnight in Macao the next day is one millisecond short of a day.
    const midnight = new Date('2026-11-22T16:00:00.000Z');
    expect(checkInvitation(invitation('2026-11-24T09:00'), midnight).interviewAt).toBe(
      'BE_INTERVIEW_REPLY_TIME_TOO_SHORT',
    );
  });

  it('shows the catalogue message next to the field', () => {
    render(
      <FormField label="Date and time" error="BE_INTERVIEW_REPLY_TIME_TOO_SHORT">
        {(props) => <input {...props} />}
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      errorMessage('BE_INTERVIEW_REPLY_TIME_TOO_SHORT', 'en'),
    );
  });
});
