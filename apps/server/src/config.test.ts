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
});
