'use client';

import { css } from '@bimbel/styled-system/css';
import { updateWeeklyReportPreferences } from '#site/lib/api/weekly-report-calls.ts';
import { WhatsappOptIn } from '#site/features/shared/whatsapp-opt-in.tsx';

export const SUMMARY_OPT_IN_LABEL = 'Kirim ringkasan mingguan ke WhatsApp';
export const SUMMARY_ON_MESSAGE = 'Sip, ringkasan akan dikirim setiap Minggu pukul 19.00 WIB.';
export const SUMMARY_OFF_MESSAGE = 'Ringkasan mingguan lewat WhatsApp dimatikan.';

const phoneClass = css({ whiteSpace: 'nowrap' });

const saveSummaryChoice = (whatsapp: boolean) => updateWeeklyReportPreferences({ body: { whatsapp } });

/**
 * The parent's weekly WhatsApp summary switch (`PUT …/parents/weekly-report-preferences`): follows
 * the tap at once and goes back, with the reason under it, when the save fails.
 */
export function SummaryOptIn({ initialWhatsapp, phone }: { initialWhatsapp: boolean; phone: string }) {
  return (
    <WhatsappOptIn
      initialWhatsapp={initialWhatsapp}
      label={SUMMARY_OPT_IN_LABEL}
      description={
        <>
          Setiap Minggu pukul 19.00 WIB ke <span className={phoneClass}>{phone}</span>: kelas, rating,
          pertanyaan, dan video Tanya tiap anak minggu itu.
        </>
      }
      save={saveSummaryChoice}
      onMessage={SUMMARY_ON_MESSAGE}
      offMessage={SUMMARY_OFF_MESSAGE}
      lockWhileSaving="aria-disabled"
    />
  );
}
