/** The badge of a class by its phase, on the class pages that show one class (the room, its Q&A). */
export const CLASS_PHASE_BADGES = {
  ongoing: { tone: 'live', text: 'Sedang berlangsung' },
  upcoming: { tone: 'brand', text: 'Akan datang' },
  past: { tone: 'neutral', text: 'Selesai' },
} as const;
