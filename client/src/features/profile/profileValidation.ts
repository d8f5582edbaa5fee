/** Profile name fields hold at most 100 characters. */
export const PROFILE_NAME_MAX = 100;

export interface ProfileInput {
  realName: string;
  familyName: string;
  className: string;
}

export type ProfileProblem = 'required' | 'tooLong';
export type ProfileErrors = Partial<Record<keyof ProfileInput, ProfileProblem>>;

export function validateProfile(input: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  // A first name is needed: it is what headers, lists and certificates show.
  if (input.realName.trim() === '') errors.realName = 'required';
  for (const key of ['realName', 'familyName', 'className'] as const) {
    if (errors[key] === undefined && Array.from(input[key].trim()).length > PROFILE_NAME_MAX) {
      errors[key] = 'tooLong';
    }
  }
  return errors;
}
