import { NoContentSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import {
  ContactEmailConfirmSchema,
  ContactEmailInputSchema,
  ContactEmailSchema,
} from './notifications-contact.ts';
import { PATHS } from './paths.ts';

/**
 * An employer's or staff account's contact e-mail: set (a confirmation link is e-mailed to it),
 * confirmed by the link's token while logged in as that account, or removed.
 */
export const CONTACT_EMAIL_ENDPOINTS = endpoints('notifications', {
  getContactEmail: {
    method: 'GET',
    path: PATHS.contactEmail,
    access: 'console',
    operationId: 'getContactEmail',
    summary: 'My contact e-mail address, and whether it is confirmed',
    response: ContactEmailSchema,
  },
  setContactEmail: {
    method: 'PUT',
    path: PATHS.contactEmail,
    access: 'console',
    operationId: 'setContactEmail',
    summary: 'Set my contact e-mail address: a confirmation link is e-mailed to it',
    body: ContactEmailInputSchema,
    response: ContactEmailSchema,
    errors: ['BE_CONTACT_EMAIL_NOT_SENT'],
  },
  removeContactEmail: {
    method: 'DELETE',
    path: PATHS.contactEmail,
    access: 'console',
    operationId: 'removeContactEmail',
    summary: 'Remove my contact e-mail address (no e-mail is sent any more)',
    response: NoContentSchema,
    status: 204,
    // It takes no body; one sent with text no request may hold is refused as any body is.
    errors: ['VALIDATION_FAIL'],
  },
  confirmContactEmail: {
    method: 'POST',
    path: PATHS.contactEmailConfirm,
    access: 'console',
    operationId: 'confirmContactEmail',
    summary: 'Confirm my contact e-mail address with the token of the link e-mailed to it',
    body: ContactEmailConfirmSchema,
    response: ContactEmailSchema,
    errors: ['BE_CONTACT_EMAIL_LINK_INVALID', 'BE_CONTACT_EMAIL_LINK_EXPIRED'],
  },
});
