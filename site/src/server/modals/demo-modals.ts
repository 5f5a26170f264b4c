import { PAUSED_SUBSCRIPTION_POPUP_KEY, SHOW_ON_PAGES_FIELD } from '@bimbel/domain/routes/paused-popup';
import { MANAGE_SUBSCRIPTION_PATH } from '@bimbel/domain/routes/subscription-paths';
import type { NewModalContent } from './modal-queries.ts';

/**
 * Demo modal content, in Indonesian (to be approved by the business). Seeded with
 * insertModalConfigurations(db, DEMO_MODAL_CONFIGURATIONS). Content fields are snake_case like
 * the rest of the live-classes API. The paused-subscription popup shows on the bimbel pages
 * (`show_on_pages`, decision 082) and its button leads to the manage subscription page, where a
 * paused student resumes.
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
      primary_button_url: MANAGE_SUBSCRIPTION_PATH,
      secondary_button_text: 'Nanti saja',
      help_text: 'Ada pertanyaan? Hubungi tim kami lewat WhatsApp.',
      [SHOW_ON_PAGES_FIELD]: ['/bimbel', '/bimbel/user'],
    },
  },
];
