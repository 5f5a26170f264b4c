import type { NewModalContent } from './modal-queries.ts';

/** The popup a student with a paused subscription sees (docs/product §7's paused_subscription_popup). */
export const PAUSED_SUBSCRIPTION_POPUP_KEY = 'paused_subscription_popup';

/**
 * Demo modal content, in Indonesian (to be approved by the business). Seeded with
 * insertModalConfigurations(db, DEMO_MODAL_CONFIGURATIONS). Content fields are snake_case like
 * the rest of the live-classes API.
 */
export const DEMO_MODAL_CONFIGURATIONS: readonly NewModalContent[] = [
  {
    key: PAUSED_SUBSCRIPTION_POPUP_KEY,
    locale: 'id',
    content: {
      title: 'Langganan Bimbel kamu sedang dijeda',
      description:
        'Selama dijeda, kamu belum bisa ikut kelas live dan mengakses materi Bimbel. Aktifkan lagi langgananmu kapan saja untuk lanjut belajar bareng tutor.',
      primary_button_text: 'Aktifkan lagi',
      primary_button_url: '/paket',
      secondary_button_text: 'Nanti saja',
      help_text: 'Ada pertanyaan? Hubungi tim kami lewat WhatsApp.',
    },
  },
];
