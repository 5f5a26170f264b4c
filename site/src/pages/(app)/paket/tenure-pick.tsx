import { css } from '@bimbel/styled-system/css';
import type { PageProps } from 'waku/router';
import { unstable_redirect as redirect } from 'waku/router/server';
import { CheckoutFrame } from '#site/features/paket/checkout-frame.tsx';
import { CHECKOUT_PATHS, PACKAGE_PARAM } from '#site/features/paket/checkout-steps.ts';
import { checkoutCard, checkoutClientClasses } from '#site/features/paket/checkout.styles.ts';
import { describeGrades } from '@bimbel/domain/packages/describe-grades';
import { TenurePickHost } from '#site/features/paket/tenure-pick-host.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { setPageStatus } from '#site/server/http/page-status.ts';
import { loadPackage } from '#site/server/billing/catalogue/package-loaders.ts';

// The tenure choice (docs/product §2 /paket/tenure-pick; decision 081): public — a package and
// its tenure can be chosen before logging in. The package comes from `?paket=`; without one the
// visitor goes back to choosing it, and an unknown or withdrawn one says so (404).
export default async function TenurePickPage({ query }: PageProps<'/paket/tenure-pick'>) {
  const packageId = new URLSearchParams(query ?? '').get(PACKAGE_PARAM);
  if (!packageId) redirect(CHECKOUT_PATHS.packages, 307);
  const { db } = await getDatabase();
  const found =
    /^[a-z0-9]+(-[a-z0-9]+)*$/.test(packageId) && packageId.length <= 60
      ? await loadPackage(db, packageId)
      : null;
  if (!found) {
    setPageStatus(404);
    return (
      <CheckoutFrame stage="tenure" back="packages" title="Paket tidak ditemukan">
        <p>
          Paket ini sudah tidak dijual.{' '}
          <a href={CHECKOUT_PATHS.packages} className={checkoutClientClasses.backLink}>
            Lihat paket yang tersedia
          </a>
        </p>
      </CheckoutFrame>
    );
  }
  return (
    <>
      <title>{`Pilih durasi ${found.name} — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <CheckoutFrame stage="tenure" back="packages" title="Pilih durasi langganan">
        <section aria-labelledby="paket-dipilih" className={checkoutCard}>
          <h2 id="paket-dipilih" className={css({ fontSize: 'xl' })}>
            {found.name}
          </h2>
          <p
            className={css({ color: 'muted' })}
          >{`${found.description} Untuk ${describeGrades(found.grades)}.`}</p>
          <p className={css({ color: 'muted', fontSize: 'sm' })}>{found.taxNote}</p>
        </section>
        <TenurePickHost
          chosenPackage={{
            id: found.id,
            name: found.name,
            program: found.program,
            grades: found.grades,
            taxNote: found.taxNote,
          }}
          tenures={found.tenures}
          statusClass={checkoutClientClasses.status}
        />
      </CheckoutFrame>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
