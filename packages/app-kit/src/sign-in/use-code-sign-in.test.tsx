import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@countertop/ui/Toaster';
import { AppKitProvider } from '../app-kit-provider.js';
import { createQueryClient } from '../api/query-client.js';
import { createSessionStore } from '../session/session-store.js';
import { fakeApiClient, type FakeAnswers } from '../testing/fake-api-client.js';
import { useCodeSignIn, type CodeSignInOptions } from './use-code-sign-in.js';

const texts = { resent: 'Resent', resendFailed: 'Resend failed', signedIn: 'In', signInFailed: 'Not in' };
const submit = { preventDefault: () => {} } as FormEvent<HTMLFormElement>;

function renderSignIn(answers: FakeAnswers, options: Partial<CodeSignInOptions> = {}) {
  const { client, calls } = fakeApiClient(answers);
  const session = createSessionStore(localStorage, { userTypes: ['C'] });
  const verify = vi.fn<CodeSignInOptions['verify']>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <AppKitProvider services={{ session, queryClient: createQueryClient(), apiClient: client }}>
        {children}
      </AppKitProvider>
    </MemoryRouter>
  );
  const view = renderHook(
    () =>
      useCodeSignIn({
        sendRequest: (email) => ({ userType: 'C', user: { email } }),
        verify,
        isVerifying: false,
        texts,
        ...options,
      }),
    { wrapper },
  );
  return { ...view, calls, verify, session };
}

describe('useCodeSignIn', () => {
  it('sends the trimmed e-mail, fills in the demo code and starts the resend countdown', async () => {
    const { result, calls } = renderSignIn({ '/user/loginotp': { message: 'Sent', otp: '123456' } });
    act(() => result.current.emailField.onChange('  ava@example.com '));
    act(() => result.current.onSubmit(submit));
    await waitFor(() => expect(result.current.step).toBe('code'));
    expect(calls).toEqual([
      { path: '/user/loginotp', body: { userType: 'C', user: { email: 'ava@example.com' } } },
    ]);
    expect(result.current.codeField.value).toBe('123456');
    expect(result.current.resendSeconds).toBe(30);
    expect(result.current.resendButton.isDisabled).toBe(true);
  });

  it('sends nothing while the e-mail or the screen refuses', async () => {
    const { result, calls } = renderSignIn({}, { sendRequest: () => undefined });
    act(() => result.current.onSubmit(submit));
    expect(result.current.emailField.errorMessage).toBe('Email is required');
    act(() => result.current.emailField.onChange('ava@example.com'));
    act(() => result.current.onSubmit(submit));
    expect(calls).toEqual([]);
    expect(result.current.step).toBe('email');
  });

  it('shows a send refused with `err` in the alert, and toasts it only when asked to', async () => {
    const error = vi.spyOn(toast, 'error');
    for (const toastRefusal of [false, true]) {
      error.mockClear();
      const { result, unmount } = renderSignIn(
        { '/user/loginotp': { message: '', err: 'Too many codes' } },
        { toastRefusal },
      );
      act(() => result.current.emailField.onChange('ava@example.com'));
      act(() => result.current.onSubmit(submit));
      await waitFor(() => expect(result.current.problem).toBe('Too many codes'));
      expect(result.current.step).toBe('email');
      expect(error).toHaveBeenCalledTimes(toastRefusal ? 1 : 0);
      unmount();
    }
  });

  it('asks for the code, then verifies and stores the session', async () => {
    const { result, verify, session } = renderSignIn({ '/user/loginotp': { message: 'Sent' } });
    act(() => result.current.emailField.onChange('ava@example.com '));
    act(() => result.current.onSubmit(submit));
    await waitFor(() => expect(result.current.step).toBe('code'));
    act(() => result.current.onSubmit(submit));
    expect(result.current.codeField.errorMessage).toBe('OTP is required');
    expect(verify).not.toHaveBeenCalled();
    act(() => result.current.codeField.onChange(' 12-34 56 '));
    expect(result.current.codeField.value).toBe('123456');
    act(() => result.current.onSubmit(submit));
    expect(verify).toHaveBeenCalledWith({ email: 'ava@example.com', code: '123456' }, expect.anything());
    const member = {
      id: 'm1',
      userType: 'C',
      name: 'Ava',
      email: 'ava@example.com',
      memberId: '402715938',
      username: 'ava',
    } as const;
    act(() => verify.mock.calls[0]?.[1].onSuccess({ token: 't', data: member }));
    expect(session.getSnapshot().token).toBe('t');
  });
});
