import { css } from '@bimbel/styled-system/css';

const BENEFITS = [
  {
    title: 'Konsultasi gratis',
    body: 'Ngobrol santai dengan tim kami tentang kebutuhan belajar anak dan cara kerja kelas live. Tidak ada biaya untuk konsultasi.',
  },
  {
    title: 'Cek level kemampuan',
    body: 'Kami bantu memetakan materi Matematika yang sudah dikuasai dan yang perlu dikejar, sesuai kelas dan kurikulumnya (Kurikulum 2013 atau Kurikulum Merdeka).',
  },
  {
    title: 'Pilihan jadwal',
    body: 'Kamu mendapat pilihan jadwal kelas yang cocok dengan jam sekolah dan kegiatan anak, dalam zona waktumu (WIB, WITA, atau WIT).',
  },
  {
    title: 'Tanpa kewajiban',
    body: 'Setelah konsultasi, kamu bebas memutuskan. Tidak ada paksaan untuk langsung berlangganan.',
  },
] as const;

/** What the family gets from one call: concrete, and nothing promised that is not offered. */
export function ContactMeBenefits({ className }: { className: string }) {
  return (
    <section aria-labelledby="contact-me-benefits" className={className}>
      <h2 id="contact-me-benefits" className={css({ fontSize: { base: 'xl', tablet: '2xl' } })}>
        Yang keluarga dapat dari satu panggilan
      </h2>
      <ul
        className={css({
          mt: '4',
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { tablet: 'repeat(2, 1fr)', laptop: 'repeat(4, 1fr)' },
          listStyle: 'none',
          p: '0',
        })}
      >
        {BENEFITS.map((benefit) => (
          <li
            key={benefit.title}
            className={css({
              bg: 'surface',
              borderRadius: 'xl',
              p: '5',
              borderWidth: '1px',
              borderColor: 'line',
            })}
          >
            <h3 className={css({ fontSize: 'lg' })}>{benefit.title}</h3>
            <p className={css({ mt: '2', color: 'muted' })}>{benefit.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
