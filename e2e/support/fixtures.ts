import { join } from 'node:path';
import { listStores } from '@countertop/api';
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { api, type Caller } from './api';
import { registerBusiness, type TestBusiness } from './business';
import { baseURL, runDir } from './run';
import { signIn } from './sign-in';

/** Who a test's page is signed in as when the test starts. */
type SignedInAs = 'nobody' | 'owner' | 'staff';

/** The owner of a business of the worker's own, signed in at its store's Counter 1. */
export interface Owner extends Caller {
  business: TestBusiness;
  storeId: string;
}

/**
 * Where the run's one staff sign-in (`staff-sign-in.setup.ts`, run before every other test) leaves
 * the session that each staff test starts from: the demo business has a single staff member, whose
 * e-mail the server gives one code per 30 seconds.
 */
export const staffState = join(runDir, 'staff-state.json');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface SignedInOwner {
  owner: Owner;
  state: StorageState;
}

/**
 * `test.use({ signedInAs: 'owner' })` starts each test's page signed in, from a sign-in made once
 * per worker through the login screen. The worker's tests share the owner's business; each works
 * with members of its own, so none sees another's balances. A test that counts what the business
 * has, or would take it past its plan's five published gift cards, registers a business of its own.
 */
export const test = base.extend<
  { signedInAs: SignedInAs; owner: Owner },
  { workerOwner: () => Promise<SignedInOwner> }
>({
  signedInAs: ['nobody', { option: true }],
  // Signs in on first use only, so workers that run no owner test never do.
  workerOwner: [
    async ({ browser }, use) => {
      let signedIn: Promise<SignedInOwner> | undefined;
      await use(() => (signedIn ??= signInOwner(browser)));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, workerOwner }, use) => {
    if (signedInAs === 'owner') await use((await workerOwner()).state);
    else if (signedInAs === 'staff') await use(staffState);
    else await use(undefined);
  },
  owner: async ({ signedInAs, workerOwner }, use) => {
    if (signedInAs !== 'owner') throw new Error("the owner fixture needs test.use({ signedInAs: 'owner' })");
    await use((await workerOwner()).owner);
  },
});

export { expect } from '@playwright/test';

async function signInOwner(browser: Browser): Promise<SignedInOwner> {
  const business = await registerBusiness(1);
  const page = await browser.newPage({ baseURL });
  try {
    const caller = await signIn(
      page,
      { userType: 'Owner', email: business.ownerEmail },
      undefined,
      'Counter 1',
    );
    const { data } = await api(caller).call(listStores, { offset: 0, limit: 1 });
    const storeId = data.totalItems[0]?.id;
    if (!storeId) throw new Error(`${business.businessName} has no store`);
    return { owner: { ...caller, business, storeId }, state: await page.context().storageState() };
  } finally {
    await page.close();
  }
}
