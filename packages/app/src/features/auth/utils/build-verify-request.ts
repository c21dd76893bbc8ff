import type { BackOfficeUserType, RequestOf, verifyOtp } from '@countertop/api';
import type { SelectedStore } from '@countertop/app-kit';
import { buildDevice } from './build-device';

export interface VerifyForm {
  userType: BackOfficeUserType;
  email: string;
  businessHandle: string;
  code: string;
}

/**
 * The verifyloginotp payload of docs/product/front-desk.md §7: the OTP as an integer, the handle only for Staff
 * and only when given, and the stored store and counter when there is one.
 */
export function buildVerifyRequest(
  form: VerifyForm,
  store: SelectedStore | null,
  environment: { userAgent: string; uuid: string },
): RequestOf<typeof verifyOtp> {
  const handle = form.businessHandle.trim();
  return {
    userType: form.userType,
    client: 'Web',
    user: {
      email: form.email.trim(),
      otp: Number.parseInt(form.code, 10),
      ...(form.userType === 'S' && handle ? { userName: handle } : {}),
      device: buildDevice({ userType: form.userType, store, ...environment }),
    },
    ...(store ? { storeId: store.storeId, counter: store.counter } : {}),
  };
}
