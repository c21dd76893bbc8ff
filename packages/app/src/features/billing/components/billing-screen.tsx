import { useBillingPlan } from '@countertop/api/react';
import { formatPercent } from '@countertop/app-kit';
import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { DetailsTable } from '@countertop/ui/DetailsTable';
import { Dialog } from '@countertop/ui/Dialog';
import { Notice } from '@countertop/ui/Notice';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import { BILLING_TEXT as T, DEFAULT_PLAN } from '../texts';

/**
 * /billing (docs/product/management.md §2 Billing & Subscription): the freemium banner with
 * Upgrade, which explains the plans (there is no payment), and the plan's limits, each with a
 * tooltip. A failed load says so and keeps the defaults (§8).
 */
export function BillingScreen() {
  const [explaining, setExplaining] = useState(false);
  const billing = useBillingPlan(undefined, { requestOptions: { errorToast: false } });
  const plan = billing.data?.data ?? DEFAULT_PLAN;

  return (
    <>
      <PageHeader title={T.title} />
      <Stack gap="lg">
        <Notice
          action={
            <Button variant="primary" onPress={() => setExplaining(true)}>
              {T.upgrade}
            </Button>
          }
        >
          {T.banner}
        </Notice>
        {billing.isError && (
          <Notice tone="danger" role="alert">
            {T.loadFailed}
          </Notice>
        )}
        <Card padding="none">
          <DetailsTable
            aria-label={T.table}
            rows={[
              { title: T.rows.plan, details: plan.planName, info: T.info.plan },
              {
                title: T.rows.commission,
                details: formatPercent(plan.giftcardCommissionRate),
                info: T.info.commission,
              },
              { title: T.rows.gallery, details: T.images(plan.gallerySize), info: T.info.gallery },
              { title: T.rows.offers, details: T.count(plan.publishedOffers), info: T.info.offers },
              { title: T.rows.stores, details: T.count(plan.stores), info: T.info.stores },
              { title: T.rows.giftCards, details: T.count(plan.publishedGiftcards), info: T.info.giftCards },
            ]}
          />
        </Card>
      </Stack>
      <Dialog
        title={T.plansTitle}
        isOpen={explaining}
        onOpenChange={setExplaining}
        isDismissable
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            {T.close}
          </Button>
        )}
      >
        <Stack gap="md">
          <p>{T.plansIntro(plan.planName)}</p>
          <p>{T.plansLimits}</p>
          <p>{T.plansComing}</p>
        </Stack>
      </Dialog>
    </>
  );
}
