/**
 * The figures of a period that has ended, computed once and kept: `key` names the figure set
 * (its kind, grouping, filters and the period's days), `figures` its raw counts as JSON.
 */
export interface StatisticsKeptTable {
  key: string;
  figures: string;
  kept_at: string;
}

export interface StatisticsTables {
  statistics_kept: StatisticsKeptTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends StatisticsTables {}
}
