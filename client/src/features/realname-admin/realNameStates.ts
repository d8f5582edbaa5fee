/** States of a real-name record, with their label and badge colour. */
export const REAL_NAME_STATES = [
  { value: 0, id: 'realNameAdmin.state.pending', color: 'orange' },
  { value: 1, id: 'realNameAdmin.state.approved', color: 'green' },
  { value: 2, id: 'realNameAdmin.state.rejected', color: 'red' },
] as const;

export const PENDING = 0;
export const APPROVED = 1;
export const REJECTED = 2;

export function realNameStateOf(state: number): { id: string; color: string } {
  return REAL_NAME_STATES.find((s) => s.value === state) ?? REAL_NAME_STATES[0];
}

/** The audit form's rule: a rejection needs a message (shown to the learner). */
export function auditProblem(state: number, message: string): 'messageRequired' | null {
  return state === REJECTED && message.trim() === '' ? 'messageRequired' : null;
}
