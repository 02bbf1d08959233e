import type { Generated } from 'kysely';

/** An entry of the service menu (spec §2); its name, content and link are label rows. */
export interface ServiceMenuTable {
  id: Generated<number>;
  code: string;
  event_id: number | null;
  /** EVENT_TYPES: with no fixed event_id, the entry follows the current event of this kind. */
  event_type_id: number | null;
  is_active: number;
  sort_order: number;
}

/**
 * The label domains of the menu's translated texts (label_translation rows of the references
 * module, item key: the entry's id).
 */
export const SERVICE_MENU_LABELS = {
  name: 'service_menu:name',
  content: 'service_menu:content',
  redirectUrl: 'service_menu:redirect_url',
} as const;

/** A banner of the service home, shown between starts_at and ends_at when set. */
export interface BannerTable {
  id: Generated<number>;
  image_url: string;
  link_url: string;
  starts_at: string | null;
  ends_at: string | null;
  is_active: number;
  sort_order: number;
  title_cn: string;
  title_pt: string;
  title_en: string;
}

export interface ServiceHomeTables {
  service_menu: ServiceMenuTable;
  banner: BannerTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends ServiceHomeTables {}
}
