/** A nurse's profile and work settings (requirements.md 3 User; issue 23). */

/** What a licence or certification record is: her nursing licence, or a certification. */
export const credentialKinds = ['licence', 'certification'] as const;
export type CredentialKind = (typeof credentialKinds)[number];

/** requirements.md 3: licences and certifications carry a status. */
export const credentialStatuses = ['active', 'inactive', 'pending'] as const;
export type CredentialStatus = (typeof credentialStatuses)[number];

/** requirements.md 3: languages with fluency. */
export const languageFluencies = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageFluency = (typeof languageFluencies)[number];

/** requirements.md 3 User.taskTypes: the kinds of work she performs (my-procedures); dispatch matches on them. */
export const taskTypes = [
  'venipuncture',
  'capillary',
  'pediatric-draw',
  'urine-collection',
  'swab',
  'centrifugation',
  'mail-in-kit',
] as const;
export type TaskType = (typeof taskTypes)[number];

/** A task type as the nurse and operations read it. */
export const taskTypeLabels: Record<TaskType, string> = {
  venipuncture: 'Venipuncture (blood draw)',
  capillary: 'Capillary (finger stick)',
  'pediatric-draw': 'Pediatric draws',
  'urine-collection': 'Urine collection',
  swab: 'Swabs',
  centrifugation: 'Centrifuging samples',
  'mail-in-kit': 'Mail-in kits',
};

/** Shift preferences: the parts of the day she prefers to work. */
export const dayParts = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];
