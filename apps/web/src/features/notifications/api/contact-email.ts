import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTACT_EMAIL_ENDPOINTS as E, type ContactEmail } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { notificationKeys } from './query-keys.ts';

const contactKey = () => [...notificationKeys.all, 'contact-email'] as const;

/** GET v1/notifications/contact-email: a console account's address, and whether it is confirmed. */
export function useContactEmail() {
  return useQuery({
    queryKey: contactKey(),
    queryFn: ({ signal }) => call(E.getContactEmail, {}, { signal, quiet: true }),
  });
}

/**
 * The address's changes: set (a link is e-mailed to it), removed, or confirmed by a link's
 * token. Their failures are shown where they were asked for (not as a toast). Each refreshes the address, the preferences (the address e-mails go to) and the mailbox.
 */
export function useContactEmailChange() {
  const queryClient = useQueryClient();
  const settled = (answer: ContactEmail | null) => {
    if (answer) queryClient.setQueryData(contactKey(), answer);
    return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
  return {
    set: useMutation({
      mutationFn: (email: string) => call(E.setContactEmail, { body: { email } }, { quiet: true }),
      onSuccess: settled,
    }),
    remove: useMutation({
      mutationFn: () => call(E.removeContactEmail, {}, { quiet: true }),
      onSuccess: () => settled(null),
    }),
    confirm: useMutation({
      mutationFn: (token: string) =>
        call(E.confirmContactEmail, { body: { token } }, { quiet: true }),
      onSuccess: settled,
    }),
  };
}
