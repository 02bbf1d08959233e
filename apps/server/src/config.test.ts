import { describe, expect, it } from 'vitest';
import { loadConfig, loadServerConfig } from './config.ts';

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

  it('takes a PostgreSQL replica in DATABASE_READ_URL, only beside a PostgreSQL DATABASE_URL', () => {
    expect(loadConfig({}).databaseReadUrl).toBeNull();
    const primary = 'postgres://db/vaga';
    const replica = 'postgres://replica/vaga';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(
      replica,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'sqlite:x.db' })).toThrow(
      /DATABASE_READ_URL/,
    );
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

describe('the embedded demo login in production', () => {
  const issuer = {
    OIDC_ISSUER: 'https://login.example.mo/',
    OIDC_CLIENT_ID: 'vaga',
    OIDC_CLIENT_SECRET: 'secret',
  };
  const site = { PUBLIC_URL: 'https://vaga.example.mo' };

  it('refuses to serve in production without OIDC_ISSUER or DEMO=1, and says why', () => {
    for (const env of [
      { NODE_ENV: 'production', ...site },
      { NODE_ENV: 'production', DEMO: '0', ...site },
    ]) {
      expect(() => loadServerConfig(env)).toThrow(/^Refusing to start: NODE_ENV=production/);
      expect(() => loadServerConfig(env)).toThrow(/password "demo"/);
      expect(() => loadServerConfig(env)).toThrow(/Set OIDC_ISSUER.*\n.*DEMO=1/);
    }
  });

  it('runs the demo login and the demo seed in production with DEMO=1', () => {
    const config = loadServerConfig({ NODE_ENV: 'production', DEMO: '1', ...site });
    expect(config.oidc).toBeNull();
    expect(config.seed).toBe('demo');
    expect(
      loadServerConfig({ NODE_ENV: 'production', DEMO: '1', SEED: 'none', ...site }).seed,
    ).toBe('none');
  });

  it("runs the issuer's login, and seeds no demo data unless asked, in production with OIDC_ISSUER", () => {
    const config = loadServerConfig({ NODE_ENV: 'production', ...issuer, ...site });
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.mo/',
      clientId: 'vaga',
      clientSecret: 'secret',
    });
    expect(config.seed).toBe('none');
    expect(
      loadServerConfig({ NODE_ENV: 'production', SEED: 'demo', ...issuer, ...site }).seed,
    ).toBe('demo');
  });

  it('outside production runs the demo as before', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const config = loadServerConfig(env);
      expect(config.oidc).toBeNull();
      expect(config.seed).toBe('demo');
    }
  });

  it('refuses DEMO=1 beside OIDC_ISSUER, and a DEMO other than 0 or 1', () => {
    expect(() => loadConfig({ DEMO: '1', ...issuer })).toThrow(/DEMO=1.*OIDC_ISSUER/);
    expect(() => loadConfig({ DEMO: 'yes' })).toThrow(/DEMO/);
  });

  it('refuses to serve in production without PUBLIC_URL, and says why', () => {
    for (const login of [issuer, { DEMO: '1' }]) {
      const env = { NODE_ENV: 'production', ...login };
      expect(() => loadServerConfig(env)).toThrow(
        /^Refusing to start: NODE_ENV=production without PUBLIC_URL/,
      );
      expect(loadServerConfig({ ...env, ...site }).publicUrl).toBe('https://vaga.example.mo');
    }
    // Outside production the address the server is reached at on its own port stays the default.
    expect(loadServerConfig({ PORT: '3999' }).publicOrigin).toBe('http://localhost:3999');
  });

  it('lets the migration and seed commands read the configuration in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe('none');
  });
});
