import { describe, expect, it } from 'vitest';
import { permissionAllowed } from './permissions.ts';

const APP = ['app://vertaislaina'];

describe('permissionAllowed', () => {
  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'openExternal',
    'fullscreen',
    'hid',
    'unknown',
  ])('denies %s even to our own origin', (permission) => {
    expect(permissionAllowed(permission, 'app://vertaislaina/', APP, 'http://127.0.0.1:5000')).toBe(
      false,
    );
  });

  it('allows local network access only for our renderer to a loopback API', () => {
    expect(
      permissionAllowed(
        'local-network-access',
        'app://vertaislaina/x',
        APP,
        'http://127.0.0.1:5000',
      ),
    ).toBe(true);
    expect(
      permissionAllowed(
        'local-network-access',
        'https://evil.example/',
        APP,
        'http://127.0.0.1:5000',
      ),
    ).toBe(false);
    expect(
      permissionAllowed(
        'local-network-access',
        'app://vertaislaina/',
        APP,
        'https://api.example.fi',
      ),
    ).toBe(false);
    expect(permissionAllowed('loopback-network', 'app://vertaislaina/', APP, null)).toBe(false);
  });
});
