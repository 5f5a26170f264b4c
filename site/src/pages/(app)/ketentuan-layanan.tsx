import { LEGAL_TEXTS_EFFECTIVE_DATE } from '#site/features/marketing/legal-dates.ts';
import { LegalPage } from '#site/features/marketing/legal-page.tsx';
import { TermsOfService } from '#site/features/marketing/terms-of-service.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';

export default async function TermsOfServicePage() {
  return (
    <>
      <PageMeta
        title="Ketentuan Layanan"
        description={`Aturan memakai website dan aplikasi ${SITE_INFO.brandName}: akun, paket, aturan kelas, dan hak kamu.`}
        path="/ketentuan-layanan"
      />
      <LegalPage
        title="Ketentuan Layanan"
        updated={`Berlaku sejak ${LEGAL_TEXTS_EFFECTIVE_DATE}`}
        intro={<p>Aturan main memakai {SITE_INFO.brandName}, ditulis sesingkat dan sejelas mungkin.</p>}
      >
        <TermsOfService />
      </LegalPage>
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
