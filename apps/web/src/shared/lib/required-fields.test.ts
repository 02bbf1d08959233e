import { describe, expect, it } from 'vitest';
import { ConsoleEventInputSchema, PROFILE_SECTION_SCHEMAS } from '@vaga/contract';
import { requiredBySchema } from './required-fields.ts';

describe('requiredBySchema', () => {
  it('marks what the resume schema refuses to miss, and nothing it lets go', () => {
    const personal = requiredBySchema(PROFILE_SECTION_SCHEMAS.personalInfo);
    expect(personal('sex')).toBe(true);
    expect(personal('bod')).toBe(true);
    expect(personal('typeLivinglocationId')).toBe(true);
    expect(personal('disabilityList.0.typeDisabilityid')).toBe(true);
    // One of the two names is needed: neither alone is marked.
    expect(personal('nameCn')).toBe(false);
    expect(personal('namePt')).toBe(false);
    expect(personal('unknown')).toBe(false);
    const contact = requiredBySchema(PROFILE_SECTION_SCHEMAS.contactInfo);
    expect(contact('mobileNum')).toBe(true);
    expect(contact('email')).toBe(false);
  });

  it('leaves unmarked a text the schema takes empty, though the form always sends it', () => {
    const event = requiredBySchema(ConsoleEventInputSchema);
    for (const language of ['cn', 'pt', 'en']) {
      expect(event(`name.${language}`)).toBe(true);
      expect(event(`venue.${language}`)).toBe(true);
      expect(event(`description.${language}`)).toBe(false);
    }
  });
});
