import { PATHS } from '@vaga/contract';
import type { App } from '../src/platform/types.ts';
import { profileInput } from '../test/factories/profile.ts';

/**
 * A resident with a valid document, a resume and an open session, numbered `i` under `tag`
 * (`rush`, `cost`): what a registration needs before it is made.
 */
export async function seekerWithResume(
  app: App,
  tag: string,
  i: number,
): Promise<{ id: number; token: string }> {
  const row = await app.services.auth.saveAccount({
    euid: `${tag}-${i}`,
    identityNo: `${tag[0]!.toUpperCase()}${String(i).padStart(7, '0')}`,
    name: `${tag} ${i}`,
    birthDate: '1990-05-01',
    identityDocs: [{ identityType: 14, identityValidDate: '2031-01-01' }],
  });
  const { token } = await app.services.auth.openSession(row.id);
  const res = await app.inject({
    method: 'POST',
    url: PATHS.profile,
    headers: { authorization: `Bearer ${token}` },
    payload: profileInput({ email: `${tag}-${i}@example.mo` }),
  });
  if (res.statusCode !== 200) throw new Error(`resume of seeker ${i}: ${res.body}`);
  return { id: row.id, token };
}
