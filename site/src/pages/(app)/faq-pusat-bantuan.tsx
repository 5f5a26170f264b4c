import { HelpCenterContact } from '#site/features/marketing/help-center-contact.tsx';
import { HelpCenterFaq } from '#site/features/marketing/help-center-faq.tsx';
import { LegalPage } from '#site/features/marketing/legal-page.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';

export default async function HelpCenterPage() {
  return (
    <>
      <PageMeta
        title="Pusat Bantuan"
        description={`Jawaban pertanyaan yang sering ditanyakan tentang Bimbel, akun, paket, dan aplikasi ${SITE_INFO.brandName}.`}
        path="/faq-pusat-bantuan"
      />
      <LegalPage
        title="Pusat Bantuan"
        updated="Pertanyaan yang sering ditanyakan"
        intro={
          <p>
            Cari jawabanmu di bawah. Belum ketemu? Tim kami siap membantu lewat WhatsApp, telepon, atau email.
          </p>
        }
      >
        <HelpCenterFaq />
        <HelpCenterContact />
      </LegalPage>
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
