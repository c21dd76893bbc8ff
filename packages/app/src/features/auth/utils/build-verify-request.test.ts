import { describe, expect, it } from 'vitest';
import { buildVerifyRequest } from './build-verify-request';

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const environment = { userAgent: chromeOnLinux, uuid: '0b5e3f4c-1111-4222-8333-944455556666' };
const store = {
  storeId: 's1',
  storeName: 'Circular Quay',
  counter: 'Counter 2',
  isOperational: true,
};

describe('buildVerifyRequest', () => {
  it('sends an Owner login with the OTP as a number and a web owner device', () => {
    const request = buildVerifyRequest(
      { userType: 'B', email: ' owner@harbourlane.example ', businessHandle: '', code: '012345' },
      null,
      environment,
    );
    expect(request).toEqual({
      userType: 'B',
      client: 'Web',
      user: {
        email: 'owner@harbourlane.example',
        otp: 12345,
        device: {
          uuid: environment.uuid,
          platform: 'Linux',
          model: 'Chrome 140',
          make: 'Google',
          name: 'Chrome on Linux',
          regToken: 'web-no-push-token',
          appVersion: '1.0.0',
          isOwnerDevice: true,
        },
      },
    });
  });

  it('adds the stored store to an Owner device and to the request', () => {
    const request = buildVerifyRequest(
      { userType: 'B', email: 'owner@harbourlane.example', businessHandle: '', code: '123456' },
      store,
      environment,
    );
    expect(request.user.device).toMatchObject({ storeId: 's1', displayName: 'Counter 2 - Web' });
    expect(request).toMatchObject({ storeId: 's1', counter: 'Counter 2' });
  });

  it('sends the business handle for Staff, and a regular device', () => {
    const request = buildVerifyRequest(
      { userType: 'S', email: 'staff@harbourlane.example', businessHandle: ' @harbourlane ', code: '123456' },
      store,
      { ...environment, userAgent: safariOnIphone },
    );
    expect(request.user.userName).toBe('@harbourlane');
    expect(request.user.device).toMatchObject({ platform: 'iOS', model: 'Safari 18', isOwnerDevice: false });
    expect(request.user.device).not.toHaveProperty('displayName');
    expect(request).toMatchObject({ storeId: 's1', counter: 'Counter 2' });
  });

  it('leaves the handle out when Staff gave none', () => {
    const request = buildVerifyRequest(
      { userType: 'S', email: 'staff@harbourlane.example', businessHandle: '  ', code: '123456' },
      null,
      environment,
    );
    expect(request.user).not.toHaveProperty('userName');
  });
});
