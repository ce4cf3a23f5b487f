import { CALL_CENTRE } from '@/ui/call-centre';

/**
 * The help pages' texts are locale keys built from these names (help-topics.spec.ts checks that every
 * one exists in the three languages), so the order of questions and steps is kept here, once.
 */

/** The FAQ, in the order a newcomer meets the subjects: why, signing in, the contract's life, help. */
export const FAQ_IDS = [
  'whoRegisters',
  'whyRegister',
  'minimumRates',
  'bhm',
  'signIn',
  'smsNotReceived',
  'phone',
  'states',
  'confirm',
  'change',
  'cancel',
  'letterOfGuarantee',
  'eSignature',
  'vehicles',
  'employees',
  'callCentre',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** A page of the portal an answer leads on to. */
export const FAQ_LINKS: Partial<Record<FaqId, { to: string; label: string }>> = {
  minimumRates: { to: '/minimum-rates', label: 'help.openMinimumRates' },
  phone: { to: '/account/phone', label: 'help.openPhone' },
  eSignature: { to: '/guide', label: 'help.nav.guide' },
  vehicles: { to: '/car/help', label: 'help.nav.carHelp' },
};

/** Registering a vehicle rent, step by step (/car/help, and the written guide of /car/video/help). */
export const CAR_STEPS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The sections of /car/help after its steps. */
export const CAR_SECTIONS = ['who', 'registry', 'minimum', 'oneContract'] as const;

/** Obtaining and using an electronic signature (/guide). */
export const GUIDE_KEY_STEPS = ['1', '2', '3'] as const;
export const GUIDE_INSTALL_STEPS = ['1', '2', '3', '4'] as const;
export const GUIDE_DIALOG_STATES = ['choose', 'newKey', 'noKeys', 'suspended', 'expired'] as const;
export const GUIDE_TROUBLES = ['helperMissing', 'keyMissing', 'password', 'timestamp', 'callCentre'] as const;

/** Values the help texts interpolate: names that are not words of any one language. */
export const HELP_VALUES = { callCentre: CALL_CENTRE, site: 'e-imzo.uz', helper: 'E-IMZO', keysFolder: 'DSKEYS' };
