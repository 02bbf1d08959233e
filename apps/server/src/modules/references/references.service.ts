import {
  labelInLanguage,
  type LabelsByTag,
  REFERENCE_TYPES,
  type ApiLanguage,
  type ReferenceOption,
  type References,
  type ReferenceType,
} from '@vaga/contract';
import { DOC_REFERENCE_TYPE } from './references.tables.ts';
import { AppError } from '../../platform/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { toJsonBuffer, WrittenAnswers } from '../../platform/json-body.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { OptionRecord, ReferencesRepository } from './references.repository.ts';

/** How long the options read for GET answers are reused before they are read again. */
export const REFERENCE_CACHE_MS = 60_000;

/** The change-feed topic of reference options: bumped by every write of an option. */
export const REFERENCES_TOPIC = 'references';

const SERVED_TYPES: readonly string[] = [...REFERENCE_TYPES, DOC_REFERENCE_TYPE];

export function isReferenceType(value: string): value is ReferenceType {
  return (REFERENCE_TYPES as readonly string[]).includes(value);
}

interface Snapshot {
  readAt: number;
  version: number;
  byType: Map<string, OptionRecord[]>;
  /** Each type's options by id, made on first use. */
  byId: Map<string, Map<number, OptionRecord>>;
  localized: Map<ApiLanguage, Map<string, ReferenceOption[]>>;
  json: Map<string, Buffer>;
}

/**
 * Reference options (spec §3): every type, one type, and the resume document types, each name
 * in the request's language beside the zh-Hant, pt and en names. The names are label_translation
 * rows by language tag; `name` follows the language's record (labelInLanguage).
 *
 * Options change rarely, so the GET answers reuse what was read until the REFERENCES_TOPIC of
 * the change feed moves (a write here or on another instance; seen within a second), and for at
 * most REFERENCE_CACHE_MS of the clock. Checks of a choice read either the database (optionsOf:
 * a write that stores the choice) or the same kept catalogue (keptOptionsOf: the checks on a hot
 * path, such as an event registration or a resume's update flag; docs/decisions.md "Reference
 * options from the kept catalogue").
 */
export class ReferencesService {
  private snapshot: Snapshot | null = null;
  private loading: { version: number; snapshot: Promise<Snapshot> } | null = null;
  private readonly written = new WrittenAnswers();

  constructor(
    private readonly repository: PublicMembers<ReferencesRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
  ) {}

  private async current(): Promise<Snapshot> {
    const now = this.deps.clock.millis();
    const version = this.deps.changes.version(REFERENCES_TOPIC);
    const kept = this.snapshot;
    if (kept && kept.version === version && now - kept.readAt < REFERENCE_CACHE_MS) return kept;
    if (this.loading?.version === version) return this.loading.snapshot;
    const loading = {
      version,
      snapshot: this.repository.optionsOfTypes(SERVED_TYPES).then((rows) => {
        const byType = new Map<string, OptionRecord[]>(SERVED_TYPES.map((t) => [t, []]));
        for (const row of rows) byType.get(row.type)?.push(row);
        const snapshot: Snapshot = {
          readAt: now,
          version,
          byType,
          byId: new Map(),
          localized: new Map(),
          json: new Map(),
        };
        if (this.loading === loading) {
          this.snapshot = snapshot;
          this.loading = null;
        }
        return snapshot;
      }),
    };
    this.loading = loading;
    loading.snapshot.catch(() => {
      if (this.loading === loading) this.loading = null;
    });
    return loading.snapshot;
  }

  private localized(snapshot: Snapshot, lang: ApiLanguage): Map<string, ReferenceOption[]> {
    let byType = snapshot.localized.get(lang);
    if (!byType) {
      byType = new Map();
      for (const [type, rows] of snapshot.byType) {
        byType.set(
          type,
          rows.map((row) => ({
            id: row.id,
            name: labelInLanguage(row.labels, lang),
            nameCn: row.nameCn,
            namePt: row.namePt,
            nameEn: row.nameEn,
            isActive: row.isActive === 0 ? 0 : 1,
            extraInfo: row.extraInfo,
          })),
        );
      }
      snapshot.localized.set(lang, byType);
    }
    return byType;
  }

  private allOf(snapshot: Snapshot, lang: ApiLanguage): References {
    const byType = this.localized(snapshot, lang);
    const out = {} as References;
    for (const type of REFERENCE_TYPES) out[type] = byType.get(type) ?? [];
    return out;
  }

  /** GET v1/references: all 17 types. */
  async all(lang: ApiLanguage): Promise<References> {
    return this.allOf(await this.current(), lang);
  }

  private async cachedJson(key: string, build: (snapshot: Snapshot) => unknown): Promise<Buffer> {
    const snapshot = await this.current();
    let body = snapshot.json.get(key);
    if (!body) {
      body = this.written.same(key, toJsonBuffer(build(snapshot)));
      snapshot.json.set(key, body);
    }
    return body;
  }

  /** The answers of all(), byType() and docTypes(), serialized once per snapshot. */
  async allJson(lang: ApiLanguage): Promise<Buffer> {
    return this.cachedJson(`all:${lang}`, (snapshot) => this.allOf(snapshot, lang));
  }

  async byTypeJson(type: string, lang: ApiLanguage): Promise<Buffer> {
    if (!isReferenceType(type)) throw new AppError('BE_REFERENCE_TYPE_INVALID', [type]);
    return this.cachedJson(`type:${type}:${lang}`, (s) => this.localized(s, lang).get(type) ?? []);
  }

  async docTypesJson(lang: ApiLanguage): Promise<Buffer> {
    return this.cachedJson(
      `doc:${lang}`,
      (s) => this.localized(s, lang).get(DOC_REFERENCE_TYPE) ?? [],
    );
  }

  /** GET v1/references/{type}; an unknown type answers BE_REFERENCE_TYPE_INVALID. */
  async byType(type: string, lang: ApiLanguage): Promise<ReferenceOption[]> {
    if (!isReferenceType(type)) throw new AppError('BE_REFERENCE_TYPE_INVALID', [type]);
    return this.localized(await this.current(), lang).get(type) ?? [];
  }

  /** GET v1/references/doc: the resume document types. */
  async docTypes(lang: ApiLanguage): Promise<ReferenceOption[]> {
    return this.localized(await this.current(), lang).get(DOC_REFERENCE_TYPE) ?? [];
  }

  /**
   * The stored state of the given options of a type, read now (for other modules checking a
   * choice: an absent id does not exist; isActive 0 may not be chosen).
   */
  async optionsOf(type: ReferenceType, ids: number[]): Promise<OptionRecord[]> {
    return this.repository.optionsByIds(type, [...new Set(ids)]);
  }

  /**
   * The given options of a type as the kept catalogue holds them (no statement while it is
   * current): what optionsOf answers, as of the catalogue's last read.
   */
  async keptOptionsOf(type: ReferenceType, ids: number[]): Promise<OptionRecord[]> {
    const snapshot = await this.current();
    let byId = snapshot.byId.get(type);
    if (!byId) {
      byId = new Map((snapshot.byType.get(type) ?? []).map((row) => [row.id, row]));
      snapshot.byId.set(type, byId);
    }
    const found: OptionRecord[] = [];
    for (const id of new Set(ids)) {
      const row = byId.get(id);
      if (row) found.push(row);
    }
    return found;
  }

  /**
   * Every label of a domain other modules label their own things under (`job_class`…), by item
   * key, read now: those modules keep what they read (the job-class catalog does).
   */
  async labelsOf(domain: string): Promise<Map<string, LabelsByTag>> {
    return this.repository.labelsOf(domain);
  }

  /**
   * The ids of a type's options with a label (in any stored language) that holds the text,
   * letter case ignored, from the kept catalogue (a search by option name in another module).
   */
  async keptIdsLabelled(type: ReferenceType, text: string): Promise<number[]> {
    const wanted = text.toLowerCase();
    const rows = (await this.current()).byType.get(type) ?? [];
    return rows
      .filter((row) =>
        Object.values(row.labels).some((label) => label?.toLowerCase().includes(wanted)),
      )
      .map((row) => row.id);
  }

  /**
   * Activates or deactivates an option (a deactivated option stays on old resumes but may not
   * be chosen again). Every instance serves the change within a second. An unknown type answers
   * BE_REFERENCE_TYPE_INVALID, an unknown option NOT_FOUND.
   */
  async setActive(type: string, id: number, active: boolean): Promise<void> {
    if (!isReferenceType(type) && type !== DOC_REFERENCE_TYPE) {
      throw new AppError('BE_REFERENCE_TYPE_INVALID', [type]);
    }
    if (!(await this.repository.setActive(type, id, active))) throw new AppError('NOT_FOUND');
    await this.deps.changes.bump(REFERENCES_TOPIC);
  }
}
