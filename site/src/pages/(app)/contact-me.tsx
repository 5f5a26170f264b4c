import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { CONTACT_ME_AUTO_OPEN_MS } from '@bimbel/domain/constants/limits';
import { ContactMeContent } from '#site/features/lead/contact-me-content.tsx';
import { LeadAutoOpen } from '#site/features/lead/lead-auto-open.tsx';
import { PageMeta } from '#site/features/shared/page-meta.tsx';

// The landing page of ads (docs/product §2: no header). Leads from it carry the 'in-house ads' source
// (docs/decisions/011); the form opens by itself after 15 s unless already seen (docs/product §9).
export default async function ContactMePage() {
  return (
    <>
      <PageMeta
        title="Konsultasi gratis Bimbel online"
        description="Tinggalkan nomor WhatsApp orangtua: konsultasi gratis, cek level kemampuan Matematika anak, dan pilihan jadwal kelas, tanpa kewajiban."
        path="/contact-me"
      />
      <ContactMeContent source={LEAD_SOURCES.inHouseAds} />
      <LeadAutoOpen source={LEAD_SOURCES.inHouseAds} delayMs={CONTACT_ME_AUTO_OPEN_MS} />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
