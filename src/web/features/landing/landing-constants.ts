/** Marketing figures of SPEC §9. They are copy, not measurements: nothing counts the waitlist on screen. */
export const EARLY_ACCESS_DISCOUNT = '50% off';
export const WAITLIST_COUNT_TEXT = '1,247';

/** The sections the page's own links and the app header's Subscribe button (`/#waitlist`) point at. */
export const SECTION_IDS = {
  features: 'features',
  benefits: 'benefits',
  waitlist: 'waitlist',
  testimonials: 'testimonials',
} as const;
