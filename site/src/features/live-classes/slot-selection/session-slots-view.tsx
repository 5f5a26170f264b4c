import { toCurriculumLabel } from '@bimbel/domain/catalogue/curriculum-label';
import { JOIN_OPENS_MINUTES_BEFORE } from '@bimbel/domain/live-classes/join-window';
import { slotSelectionPath, type SlotSelectionInfo } from '@bimbel/domain/routes/slot-selection-path';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import type { SlotSelectionData } from '#site/server/free-sessions/slot-selection-loader.ts';
import { classLinkClass, classNoticeClass } from '../shared/class-styles.ts';
import { ViewerZoneSync } from '../shared/viewer-zone-sync.tsx';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { FocusOnArrival } from './focus-on-arrival.tsx';
import { toSlotDayViews } from './slot-options.ts';
import { SlotPicker, type PickerClasses, type PickerMode } from './slot-picker.tsx';
import { seatBadge, slotOption, slotTime, styles } from './slot-selection.styles.ts';

type SessionData = Extract<SlotSelectionData, { kind: 'session' }>;

const PICKER_CLASSES: PickerClasses = {
  days: styles.days,
  day: styles.day,
  dayName: styles.dayName,
  options: styles.options,
  option: slotOption(),
  staticOption: slotOption({ static: true }),
  time: slotTime,
  muted: styles.muted,
  badges: {
    plenty: seatBadge({ tone: 'plenty' }),
    few: seatBadge({ tone: 'few' }),
    none: seatBadge({ tone: 'none' }),
    mine: seatBadge({ tone: 'mine' }),
  },
  actions: css({
    position: 'sticky',
    bottom: '0',
    zIndex: '1',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    mt: '5',
    mx: { base: '-4', tablet: '-6' },
    px: { base: '4', tablet: '6' },
    py: '3',
    bg: 'surface',
    borderTopWidth: '1px',
    borderColor: 'line',
    boxShadow: '0 -6px 12px -8px rgba(15, 23, 42, 0.25)',
  }),
  chosen: css({ fontSize: 'sm', fontWeight: 'semibold', minW: '0', flex: '1 1 12rem' }),
  button: button({ size: 'large' }),
  status: css({ fontSize: 'sm', flexBasis: '100%' }),
  error: css({ color: 'danger' }),
};

/** Who may do what here: book, log in first, or only look (a seat held, a package, another grade). */
function pickerMode(data: SessionData): PickerMode {
  const anyOpen = data.days.some((day) => day.slots.some((slot) => slot.state === 'open'));
  if (!anyOpen) return 'view';
  if (data.viewer.kind === 'anonymous') return 'login';
  if (data.viewer.kind === 'student' && !data.booking) return 'book';
  return 'view';
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classNoticeClass}>
      <p className={css({ fontWeight: 'semibold' })}>{title}</p>
      {children}
    </div>
  );
}

/** Why this viewer cannot book here, and the way on; nothing when they can. */
function ViewerNotice({ data, switchProfile }: { data: SessionData; switchProfile?: ReactNode }) {
  const states = data.days.flatMap((day) => day.slots.map((slot) => slot.state));
  const { viewer } = data;
  if (viewer.kind === 'anonymous') {
    return (
      <p className={styles.muted}>
        Pilih jadwalnya, lalu masuk dengan nomor HP-mu. Nomor baru bisa langsung daftar, dan kamu kembali ke
        jadwal yang sama.
      </p>
    );
  }
  if (viewer.kind === 'parent') {
    return (
      <Notice title="Pesan kursi dari profil murid, ya">
        <p>Kursi kelas gratis atas nama murid. Pilih profil anakmu dulu, lalu pesan jadwalnya.</p>
        {switchProfile}
      </Notice>
    );
  }
  if (viewer.grade === null) {
    return (
      <Notice title="Lengkapi kelasmu dulu">
        <p>Kelas gratis disesuaikan dengan kelas sekolahmu.</p>
        <a href="/user/update-user" className={classLinkClass}>
          Ubah data diri
        </a>
      </Notice>
    );
  }
  if (states.length > 0 && states.every((state) => state === 'other-grade')) {
    return (
      <Notice title="Kelas gratis ini untuk kelas lain">
        <p>{`Kamu kelas ${viewer.grade}. Pilih kelas gratis untuk kelasmu, ya.`}</p>
        <a href={slotSelectionPath({ grade: viewer.grade })} className={classLinkClass}>
          Lihat kelas gratis kelas {viewer.grade}
        </a>
      </Notice>
    );
  }
  if (states.includes('included')) {
    const trial = viewer.subscriptionType === 'TRIAL';
    return (
      <Notice
        title={trial ? 'Masa coba gratismu sudah termasuk kelas ini' : 'Paketmu sudah termasuk kelas ini'}
      >
        <p>Tidak perlu pesan kursi: kelas gratis ada di beranda belajarmu dan bisa langsung kamu ikuti.</p>
        <a href="/bimbel/user" className={classLinkClass}>
          Buka beranda belajar
        </a>
      </Notice>
    );
  }
  return null;
}

/**
 * One free session on /slot-selection (decision 074): what it is, the student's seat when they
 * hold one (the confirmation), and its slots by day in the viewer's zone with the seats left —
 * to book (a student), to choose before logging in (a visitor), or to look at.
 */
export function SessionSlotsView({
  data,
  info,
  switchProfile,
}: {
  data: SessionData;
  info: SlotSelectionInfo | null;
  switchProfile?: ReactNode;
}) {
  const { session, booking, timeZone } = data;
  const mode = pickerMode(data);
  const days = toSlotDayViews(data.days, timeZone);
  const grade = session.grades.length === 1 ? session.grades[0] : null;
  const cancelledNow = info === 'dibatalkan' && !booking;
  return (
    <main className={styles.main}>
      <ViewerZoneSync serverZone={timeZone} />
      <p className={styles.eyebrow}>Pilih jadwal kelas gratis</p>
      <h1 className={styles.pageTitle}>{session.title}</h1>
      <p className={styles.lead}>
        Kelas live gratis bareng Guru Juara. Kursinya terbatas: pilih jadwal yang cocok, lalu pesan kursimu.
      </p>
      <a href={slotSelectionPath({ grade })} className={classLinkClass}>
        Lihat kelas gratis lainnya
      </a>

      <div className={styles.layout}>
        <div className={styles.column}>
          {cancelledNow && (
            <div className={classNoticeClass}>
              <FocusOnArrival targetId="slot-cancelled-title" />
              <h2
                id="slot-cancelled-title"
                tabIndex={-1}
                className={css({ fontWeight: 'semibold', outline: 'none' })}
              >
                Pesananmu dibatalkan
              </h2>
              <p>Kursimu sudah dilepas. Pilih jadwal lain kalau mau ikut, ya.</p>
            </div>
          )}
          {booking && (
            <BookingConfirmation
              sessionId={session.id}
              booking={booking}
              timeZone={timeZone}
              arrived={info === 'dipesan'}
              remindersWhatsapp={data.remindersWhatsapp ?? false}
            />
          )}
          <ViewerNotice data={data} switchProfile={switchProfile} />
          <section aria-labelledby="slots-title" className={styles.panel}>
            <h2 id="slots-title" className={styles.panelTitle}>
              {booking ? 'Jadwal lain' : 'Pilih jadwal'}
            </h2>
            {booking && (
              <p className={styles.muted}>
                Mau ganti jadwal? Batalkan pesananmu dulu, lalu pilih jadwal lain.
              </p>
            )}
            {days.length === 0 ? (
              <p>Belum ada jadwal dalam 3 minggu ke depan. Cek lagi nanti, ya.</p>
            ) : (
              <SlotPicker
                // A new server answer (booked, cancelled) starts the picker afresh; a re-read of the seats does not.
                key={`${mode}:${data.selectedSlotId ?? ''}`}
                sessionId={session.id}
                days={days}
                initialSlotId={data.selectedSlotId}
                mode={mode}
                classes={PICKER_CLASSES}
              />
            )}
          </section>
        </div>

        <aside aria-labelledby="session-facts-title" className={styles.panel}>
          <h2 id="session-facts-title" className={styles.panelTitle}>
            Tentang kelas ini
          </h2>
          <dl className={styles.facts}>
            <dt>Mata pelajaran</dt>
            <dd>{session.subjectName}</dd>
            <dt>Kurikulum</dt>
            <dd>{toCurriculumLabel(session.curriculum)}</dd>
            <dt>Pengajar</dt>
            <dd>{session.teachers.map((teacher) => teacher.name).join(', ') || '—'}</dd>
            <dt>Biaya</dt>
            <dd>Gratis</dd>
          </dl>
          <p className={styles.muted}>
            {`Tiap jadwal membahas materinya sendiri. Tombol masuk kelas terbuka ${JOIN_OPENS_MINUTES_BEFORE} menit sebelum kelas mulai, di beranda belajarmu.`}
          </p>
          <a href="/gurujuara" className={classLinkClass}>
            Kenali Guru Juara
          </a>
        </aside>
      </div>
    </main>
  );
}
