/**
 * The screen a notification opens: an address inside the app (`/interview/details/…`), never
 * another site (`//host`, `https:`), which is not followed.
 */
export function appLink(link: string | null): string | null {
  return link !== null && /^\/(?![/\\])/.test(link) ? link : null;
}
