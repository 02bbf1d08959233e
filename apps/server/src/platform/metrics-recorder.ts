/**
 * A gauge a module adds (the platform imports no module): its values are read when scraped,
 * one number or one per label set. A failed read leaves the gauge out of that scrape.
 */
export interface GaugeSource {
  name: string;
  help: string;
  labelNames?: readonly string[];
  read(): Promise<number | { labels: Record<string, string>; value: number }[]>;
}

/** What other parts count; does nothing when metrics are off. */
export interface MetricsRecorder {
  /** A file-store operation (`write`, `read`, `delete`, `sweep`) failed. */
  fileStoreError(operation: string): void;
  /** Adds a gauge read from `source` at every scrape (never read when metrics are off). */
  gauge(source: GaugeSource): void;
}
