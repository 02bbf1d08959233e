import type { Insertable } from 'kysely';
import { COMPANY_TYPES } from '@vaga/contract';
import type { EmployerTable } from '../../modules/employer/employer.tables.ts';
import { JOB_CATALOG } from './data/job-catalog.ts';
import { EMPLOYER_KINDS, NAME_HEADS, NAME_TAILS, PUBLIC_BODIES } from './data/employer-names.ts';
import { STREETS } from './data/vacancy-texts.ts';
import type { Prng } from './prng.ts';

export type EmployerSeed = Insertable<EmployerTable> & { id: number };

export interface EmployerPool {
  employers: EmployerSeed[];
  /** Employer ids by job-class group. */
  byGroup: Map<number, number[]>;
  /** Ids of the public bodies. */
  publicBodies: number[];
}

const NAMES_PER_KIND = NAME_HEADS.length * NAME_TAILS.length;

function phone(rng: Prng): string {
  return `28${String(rng.int(0, 999_999)).padStart(6, '0')}`;
}

/**
 * The public bodies first, then `perGroup` fictional businesses for each job-class group.
 * Names are unique within a group up to 3 × 625 businesses: a stride walk over heads × tails
 * (7 is prime to 625), and the kind of business turns with k (625 ≡ 1 mod 3).
 */
export function generateEmployers(rng: Prng, perGroup: number, createdAt: string): EmployerPool {
  const employers: EmployerSeed[] = [];
  const byGroup = new Map<number, number[]>();
  const publicBodies: number[] = [];
  const address = () => {
    const [zh, pt] = rng.pick(STREETS);
    const number = rng.int(1, 180);
    return {
      address_cn: `${zh}${number}號`,
      address_pt: `${pt}, n.º ${number}`,
      address_en: `No. ${number}, ${pt}`,
    };
  };
  for (const [cn, pt, en] of PUBLIC_BODIES) {
    const id = employers.length + 1;
    employers.push({
      id,
      name_cn: cn,
      name_pt: pt,
      name_en: en,
      company_type: COMPANY_TYPES.public,
      phone: phone(rng),
      ...address(),
      created_at: createdAt,
    });
    publicBodies.push(id);
  }
  for (const group of JOB_CATALOG) {
    const ids: number[] = [];
    const kinds = EMPLOYER_KINDS[group.id];
    const offset = rng.int(0, NAMES_PER_KIND - 1);
    for (let k = 0; k < perGroup; k++) {
      const nameIndex = (offset + k * 7) % NAMES_PER_KIND;
      const [headCn, headRom] = NAME_HEADS[Math.floor(nameIndex / NAME_TAILS.length)];
      const [tailCn, tailRom] = NAME_TAILS[nameIndex % NAME_TAILS.length];
      const [suffix, ptPattern, enPattern] = kinds[k % kinds.length];
      const brand = `${headRom} ${tailRom}`;
      const id = employers.length + 1;
      employers.push({
        id,
        name_cn: `${headCn}${tailCn}${suffix}`,
        name_pt: ptPattern.replace('{b}', brand),
        name_en: enPattern.replace('{b}', brand),
        company_type: group.id === 16 ? COMPANY_TYPES.nonProfit : COMPANY_TYPES.private,
        phone: phone(rng),
        ...address(),
        created_at: createdAt,
      });
      ids.push(id);
    }
    byGroup.set(group.id, ids);
  }
  return { employers, byGroup, publicBodies };
}
