import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults the public address to the port the server listens on', () => {
    expect(loadConfig({ PORT: '3999' }).publicUrl).toBe('http://localhost:3999');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });

  it('keeps a PUBLIC_URL that is set, without its trailing slash, whatever the port', () => {
    const config = loadConfig({ PORT: '3999', PUBLIC_URL: 'https://vaga.example.mo/' });
    expect(config.publicUrl).toBe('https://vaga.example.mo');
    expect(config.port).toBe(3999);
  });

  it('refuses a PUBLIC_URL that is not a URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'vaga' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the job-seeking registration settings: 180 valid days and the update hint by default', () => {
    expect(loadConfig({}).jobSeek).toEqual({ validityDays: 180, updateTip: true });
    expect(loadConfig({ JOBSEEK_VALIDITY_DAYS: '90', JOBSEEK_UPDATE_TIP: '0' }).jobSeek).toEqual({
      validityDays: 90,
      updateTip: false,
    });
    expect(() => loadConfig({ JOBSEEK_VALIDITY_DAYS: '0' })).toThrow(/JOBSEEK_VALIDITY_DAYS/);
    expect(() => loadConfig({ JOBSEEK_UPDATE_TIP: 'yes' })).toThrow(/JOBSEEK_UPDATE_TIP/);
  });
});
