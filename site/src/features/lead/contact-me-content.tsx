import { css } from '@bimbel/styled-system/css';
import { Logo } from '@bimbel/ui/logo/logo';
import { buildWhatsappLink, SITE_INFO } from '#site/lib/site-info.ts';
import { ContactMeBenefits } from './contact-me-benefits.tsx';
import { ContactMeCallButton } from './contact-me-call-button.tsx';

const sectionClass = css({ maxW: 'container', mx: 'auto', px: '4' });

const STEPS = [
  'Isi nomor WhatsApp orangtua, nama, dan kelas anak. Cukup satu menit.',
  'Tim kami menghubungi lewat WhatsApp, lalu menelepon di waktu yang kamu pilih.',
  'Kamu mendapat saran kelas dan jadwal. Mau daftar atau tidak, keputusannya tetap di kamu.',
] as const;

/**
 * /contact-me: the focused page for visitors from ads (no header, docs/product §2). It says what a call
 * gives the family and opens the lead form in the modal — the same form everywhere, so it is
 * never shown twice on one page (docs/decisions/012).
 */
export function ContactMeContent({ source }: { source: string }) {
  return (
    <main className={css({ pb: '16' })}>
      <section
        aria-labelledby="contact-me-title"
        className={css({ bg: 'brand.50', py: { base: '8', tablet: '14' }, mb: { base: '8', tablet: '12' } })}
      >
        <div className={sectionClass}>
          <Logo brandName={SITE_INFO.brandName} href="/" priority />
          <div className={css({ maxW: 'reading', mt: { base: '6', tablet: '10' } })}>
            <h1 id="contact-me-title" className={css({ fontSize: { base: '2xl', tablet: '4xl' } })}>
              Konsultasi gratis: temukan kelas Matematika yang pas untuk anak
            </h1>
            <p className={css({ mt: '4', fontSize: 'lg', color: 'muted' })}>
              Tinggalkan nomor WhatsApp, tim {SITE_INFO.brandName} akan menghubungi untuk membantu memilih
              Bimbel online kelas 4 sampai 12. Gratis dan tanpa kewajiban mendaftar.
            </p>
            <div className={css({ mt: '6' })}>
              <ContactMeCallButton source={source}>Minta info Bimbel</ContactMeCallButton>
            </div>
          </div>
        </div>
      </section>

      <ContactMeBenefits className={sectionClass} />

      <section aria-labelledby="contact-me-steps" className={sectionClass}>
        <h2
          id="contact-me-steps"
          className={css({ fontSize: { base: 'xl', tablet: '2xl' }, mt: { base: '10', tablet: '14' } })}
        >
          Cara kerjanya
        </h2>
        <ol
          className={css({
            mt: '4',
            display: 'grid',
            gap: '3',
            listStyle: 'none',
            p: '0',
            counterReset: 'step',
          })}
        >
          {STEPS.map((step, index) => (
            <li key={step} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
              <span
                aria-hidden="true"
                className={css({
                  flexShrink: 0,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  w: '8',
                  h: '8',
                  borderRadius: 'full',
                  bg: 'brand.700',
                  color: 'white',
                  fontWeight: 'bold',
                })}
              >
                {index + 1}
              </span>
              <span className={css({ pt: '1' })}>{step}</span>
            </li>
          ))}
        </ol>
        <div className={css({ mt: '8', display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center' })}>
          <ContactMeCallButton source={source} variant="secondary">
            Isi formulir sekarang
          </ContactMeCallButton>
          <a
            href={buildWhatsappLink()}
            className={css({ color: 'brand.700', fontWeight: 'bold', textUnderlineOffset: '3px', minH: '6' })}
          >
            Lebih suka chat langsung? WhatsApp kami
          </a>
        </div>
      </section>
    </main>
  );
}
