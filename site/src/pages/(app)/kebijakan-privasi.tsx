import { LegalPage } from '#site/features/marketing/legal-page.tsx';
import { PrivacyPolicy } from '#site/features/marketing/privacy-policy.tsx';
import { LEGAL_TEXTS_EFFECTIVE_DATE } from '#site/features/marketing/legal-dates.ts';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';

export default async function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta
        title="Kebijakan Privasi"
        description={`Data apa yang dikumpulkan ${SITE_INFO.brandName}, untuk apa, berapa lama disimpan, dan hak kamu sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.`}
        path="/kebijakan-privasi"
      />
      <LegalPage
        title="Kebijakan Privasi"
        updated={`Berlaku sejak ${LEGAL_TEXTS_EFFECTIVE_DATE}`}
        intro={
          <p>
            Ringkasnya: kami hanya mengumpulkan data yang diperlukan untuk belajar, tidak menjualnya, meminta
            persetujuan orangtua untuk data anak, dan kamu bisa meminta data dilihat, diperbaiki, atau dihapus
            kapan saja.
          </p>
        }
      >
        <PrivacyPolicy />
      </LegalPage>
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
