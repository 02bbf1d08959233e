import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';
import { richText, richTextFields } from './rich-text.ts';

describe('rich-text fields are declared one way', () => {
  it('lists the fields declared with richText(), under wrappers too', () => {
    const Answer = z.object({
      remark: richText(),
      note: richText().nullable().default(null),
      title: z.string(),
    });
    expect(richTextFields({ Answer, other: 1 })).toEqual(['Answer.note', 'Answer.remark']);
  });

  it('the contract holds the remarks of interviews and job-seeking records', () => {
    expect(richTextFields(contract)).toEqual([
      'ConsoleJobSeekDetailSchema.cardRemark',
      'ConsoleJobSeekDetailSchema.detailsRemark',
      'ConsoleMatchDetailSchema.remark',
      'JobMatchCardSchema.cardRemark',
      'JobMatchDetailSchema.cardRemark',
      'JobMatchDetailSchema.remark',
      'JobSeekRecordDetailSchema.cardRemark',
      'JobSeekRecordDetailSchema.detailsRemark',
      'JobSeekRecordSchema.cardRemark',
    ]);
  });
});
