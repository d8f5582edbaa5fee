import { isValidIdCard } from './idCard';

/** The longest real name the server takes. */
export const REAL_NAME_MAX = 50;

/** Image types a face photo may have, and the size a chosen file is scaled down to. */
export const FACE_PHOTO_TYPES = ['jpg', 'jpeg', 'png'] as const;
/** The longest side of a photo sent to the server, in pixels (the server works at 1024). */
export const FACE_PHOTO_MAX_SIDE = 1280;

export interface RealNameValues {
  realName: string;
  idCard: string;
  /** The photo as a data URL, or the address of the photo already on the record; '' for none. */
  face: string;
}

export type RealNameProblem = 'required' | 'tooLong' | 'idCardInvalid';
export type RealNameErrors = Partial<Record<keyof RealNameValues, RealNameProblem>>;

/** The form's rules: a name, a valid ID number and a photo are all required. */
export function validateRealName(values: RealNameValues, today?: Date): RealNameErrors {
  const errors: RealNameErrors = {};
  const name = values.realName.trim();
  if (name === '') errors.realName = 'required';
  else if (Array.from(name).length > REAL_NAME_MAX) errors.realName = 'tooLong';
  const idCard = values.idCard.trim();
  if (idCard === '') errors.idCard = 'required';
  else if (!isValidIdCard(idCard, today)) errors.idCard = 'idCardInvalid';
  if (values.face === '') errors.face = 'required';
  return errors;
}

export function hasErrors(errors: RealNameErrors): boolean {
  return Object.values(errors).some((p) => p !== undefined);
}

/** States of a record: 0 waiting for review, 1 approved, 2 rejected. */
export const RealNameState = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

/** What the state banner says about a record. */
export type BannerKind = 'pending' | 'approved' | 'rejected';

export function bannerKind(state: number): BannerKind {
  if (state === RealNameState.APPROVED) return 'approved';
  if (state === RealNameState.REJECTED) return 'rejected';
  return 'pending';
}
