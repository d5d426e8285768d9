import { describe, expect, it } from 'vitest';
import { splitLocaleSuffix } from './locale-suffix.ts';

describe('splitLocaleSuffix', () => {
  it('finds the four URL locale codes and maps se to sv', () => {
    expect(splitLocaleSuffix('/login/en')).toEqual({ language: 'en', pathname: '/login' });
    expect(splitLocaleSuffix('/login/sms/code/fi')).toEqual({
      language: 'fi',
      pathname: '/login/sms/code',
    });
    expect(splitLocaleSuffix('/dashboard/se')).toEqual({ language: 'sv', pathname: '/dashboard' });
    expect(splitLocaleSuffix('/de')).toEqual({ language: 'de', pathname: '/' });
    expect(splitLocaleSuffix('/register/en/')).toEqual({ language: 'en', pathname: '/register' });
  });

  it('ignores other segments', () => {
    expect(splitLocaleSuffix('/login')).toBeNull();
    expect(splitLocaleSuffix('/dashboard/sv')).toBeNull();
    expect(splitLocaleSuffix('/en/login')).toBeNull();
    expect(splitLocaleSuffix('/')).toBeNull();
    expect(splitLocaleSuffix('/login/eng')).toBeNull();
  });
});
