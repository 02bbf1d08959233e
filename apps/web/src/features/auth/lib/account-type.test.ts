import { describe, expect, it } from 'vitest';
import { consoleTypeOfPath, landingFor, loginTypeFor } from './account-type.ts';

describe('account types and their places', () => {
  it('tells a console path from a seeker path', () => {
    expect(consoleTypeOfPath('/employer')).toBe('employer');
    expect(consoleTypeOfPath('/employer/vacancies?page=2')).toBe('employer');
    expect(consoleTypeOfPath('/staff?language=pt')).toBe('staff');
    expect(consoleTypeOfPath('/staff#top')).toBe('staff');
    expect(consoleTypeOfPath('/service')).toBeNull();
    expect(consoleTypeOfPath('/employers')).toBeNull();
    expect(consoleTypeOfPath('/job-service/employer')).toBeNull();
  });

  it('starts a console login for a console page and a seeker login elsewhere', () => {
    expect(loginTypeFor('/employer/interviews')).toBe('employer');
    expect(loginTypeFor('/staff')).toBe('staff');
    expect(loginTypeFor('/cv-form?x=1')).toBe('personal');
  });

  it('lands a console account in its own console and a seeker where the login started', () => {
    expect(landingFor('employer', '/service')).toBe('/employer');
    expect(landingFor('employer', '/staff')).toBe('/employer');
    expect(landingFor('employer', '/employer/vacancies')).toBe('/employer/vacancies');
    expect(landingFor('staff', '/cv')).toBe('/staff');
    expect(landingFor('staff', '/staff?language=en')).toBe('/staff?language=en');
    expect(landingFor('personal', '/employer')).toBe('/employer');
    expect(landingFor('personal', '/favorites')).toBe('/favorites');
  });
});
