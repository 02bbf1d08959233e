import { decodeRedirectTarget, encodeRedirectTarget } from '@vaga/contract';
import { HOME_PATH, paths } from '@/shared/paths.ts';

export { HOME_PATH };
const PROFILE_PATH = paths.profile;

/**
 * A redirect target as the login brought it back: `__` turned back into `&` (spec §2), and only
 * a path of this site; anything else, or the login route itself, goes home.
 */
export function redirectTarget(value: string | null | undefined): string {
  if (!value) return HOME_PATH;
  const target = decodeRedirectTarget(value);
  if (!/^\/(?![/\\])/.test(target) || /\s/.test(target)) return HOME_PATH;
  const path = target.split(/[?#]/)[0];
  return path === PROFILE_PATH ? HOME_PATH : target;
}

/** `/profile?redirect=…`: the login flow without a code (token in hand), coming back to `target`. */
export function profileRoute(target: string): string {
  return `${PROFILE_PATH}?${new URLSearchParams({ redirect: encodeRedirectTarget(target) }).toString()}`;
}

/** Spec §2 /link: the redirect query's page with `link=true` added. */
export function linkTarget(search: string): string {
  const target = redirectTarget(new URLSearchParams(search).get('redirect'));
  const url = new URL(target, 'http://vaga.invalid');
  url.searchParams.set('link', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a login started from this location should come back to: the page itself, except on the
 * login route, whose own redirect query says where the person was going.
 */
export function loginTargetOf(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  if (location.pathname === PROFILE_PATH) {
    return redirectTarget(new URLSearchParams(location.search).get('redirect'));
  }
  return `${location.pathname}${location.search}${location.hash}`;
}
