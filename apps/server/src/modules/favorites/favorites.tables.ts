/** A seeker's favourite vacancy. */
export interface FavoriteTable {
  account_id: number;
  job_offer_id: number;
  created_at: string;
}

/** One row per seeker, locked by every change of that seeker's favourites. */
export interface FavoriteOwnerTable {
  account_id: number;
  changed_at: string;
}

export interface FavoritesTables {
  favorite: FavoriteTable;
  favorite_owner: FavoriteOwnerTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends FavoritesTables {}
}
