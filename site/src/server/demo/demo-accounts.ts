import type { ClassType, Stream, SubscriptionType } from '../db/schema.ts';

/**
 * The demo families seeded into an empty embedded database (APP_ENV=demo). README lists them;
 * their login numbers are the documented test numbers.
 */
export type DemoStudent = {
  fullName: string;
  grade: string;
  classType: ClassType;
  stream: Stream | null;
  subscription: SubscriptionType;
  /** Opted in to the WhatsApp class reminder (a demo server logs them). */
  classReminders?: boolean;
};

export type DemoAccount = {
  phone: string;
  parent: { fullName: string } | null;
  students: DemoStudent[];
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    // A parent with two students: profile switching, 'Ganti profil', the parent section.
    phone: '+6281100000001',
    parent: { fullName: 'Ibu Sari Wulandari' },
    students: [
      { fullName: 'Raka Pratama', grade: '8__SMP/MTs', classType: 'SMP/MTs', stream: null, subscription: 'PAID', classReminders: true },
      { fullName: 'Nadia Putri', grade: '5_SD_SD', classType: 'SD', stream: 'SD', subscription: 'FREE' },
    ],
  },
  {
    // A single student without parent information.
    phone: '+6281100000002',
    parent: null,
    students: [
      { fullName: 'Dimas Ardiansyah', grade: '11_IPA_SMA/MA', classType: 'SMA/MA', stream: 'IPA', subscription: 'TRIAL', classReminders: true },
    ],
  },
  // One student in each remaining subscription type.
  {
    phone: '+6281100000003',
    parent: null,
    students: [
      { fullName: 'Ayu Lestari', grade: '10_IPS_SMA/MA', classType: 'SMA/MA', stream: 'IPS', subscription: 'FREE_AFTER_TRIAL' },
    ],
  },
  {
    phone: '+6281100000004',
    parent: null,
    students: [
      { fullName: 'Bagus Setiawan', grade: '12_SMK_SMK', classType: 'SMK', stream: 'SMK', subscription: 'FREE_AFTER_PAID' },
    ],
  },
  {
    phone: '+6281100000005',
    parent: null,
    students: [{ fullName: 'Citra Maharani', grade: '9__SMP/MTs', classType: 'SMP/MTs', stream: null, subscription: 'PAUSED' }],
  },
];

/** A number with no account: logging in with it starts registration. */
export const DEMO_NEW_NUMBER = '+6281100000009';

/** Flags known to the site, off until someone turns them on. */
export const DEMO_FEATURE_FLAGS = [
  {
    key: 'lead_reason_step',
    enabled: false,
    description: 'Lead modal: ask about learning difficulties after the details step.',
  },
] as const;
