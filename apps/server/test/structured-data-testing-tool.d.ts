/** The parts of structured-data-testing-tool (CommonJS, untyped) the JobPosting tests use. */
declare module 'structured-data-testing-tool' {
  export interface StructuredDataTestCase {
    test: string;
    type?: 'json' | 'jsonld' | 'rdfa' | 'microdata' | 'metatag' | 'any';
    expect?: unknown;
    warning?: boolean;
    schema?: string;
    group?: string;
    description?: string;
  }
  export interface StructuredDataPreset {
    name: string;
    description: string;
    schema?: string;
    group?: string;
    tests?: StructuredDataTestCase[];
    presets?: StructuredDataPreset[];
    conditional?: StructuredDataTestCase;
  }
  export interface StructuredDataResult {
    passed: (StructuredDataTestCase & { passed: boolean })[];
    failed: (StructuredDataTestCase & { passed: boolean; error?: { message: string } })[];
    warnings: (StructuredDataTestCase & { passed: boolean })[];
    schemas: string[];
    structuredData: { jsonld: Record<string, unknown[]> };
  }
  export function structuredDataTest(
    input: string | Buffer,
    options?: { presets?: StructuredDataPreset[]; schemas?: string[]; auto?: boolean },
  ): Promise<StructuredDataResult>;
}

declare module 'structured-data-testing-tool/presets' {
  import type { StructuredDataPreset } from 'structured-data-testing-tool';
  export const Google: StructuredDataPreset;
}
