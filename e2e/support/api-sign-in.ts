import { randomUUID } from 'node:crypto';
import { apiURL } from './run';

export interface ApiSession {
  token: string;
  /** The signed-in user as the app stores it under `user`. */
  user: { userType: 'B' | 'S'; name: string; [key: string]: unknown };
}

/** POST to the API as JSON, with a bearer token when given; fails on anything but 2xx. */
export async function post<T>(
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${apiURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Requests a sign-in code (demo mode answers it), waiting out the server's per-e-mail cooldown
 * when another test asked for the same e-mail a moment ago.
 */
export async function requestCode(user: Record<string, unknown>, userType: 'B' | 'S' | 'C'): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await fetch(`${apiURL}/user/loginotp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userType, user }),
    });
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after') ?? '30');
      await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 35) * 1000 + 250));
      continue;
    }
    if (!response.ok) throw new Error(`loginotp: ${response.status} ${await response.text()}`);
    const { otp } = (await response.json()) as { otp?: string };
    if (!otp) throw new Error('loginotp answered no code: is the server in demo mode?');
    return otp;
  }
  throw new Error(`loginotp kept answering 429 for ${JSON.stringify(user)}`);
}

/** Signs a back-office user in through the API, as the app's login screen would. */
export async function apiSignIn(userType: 'B' | 'S', email: string, handle?: string): Promise<ApiSession> {
  const user = { email, ...(handle ? { userName: handle } : {}) };
  const otp = await requestCode(user, userType);
  const { token, data } = await post<{ token: string; data: ApiSession['user'] }>('/user/verifyloginotp', {
    userType,
    client: 'Web',
    user: {
      ...user,
      otp: Number(otp),
      device: {
        uuid: randomUUID(),
        platform: 'e2e',
        model: 'Playwright',
        make: 'Chromium',
        name: 'e2e support',
        regToken: 'web-no-push-token',
        appVersion: '1.0.0',
        isOwnerDevice: userType === 'B',
      },
    },
  });
  return { token, user: data };
}
