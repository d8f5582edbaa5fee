/** The demo accounts the server seeds on first start (SEED_DEMO=true, prisma/seed/seed.ts). */
export interface Account {
  username: string;
  password: string;
}

const DEMO_PASSWORD = 'Examhall@2026';

export const STUDENT: Account = { username: 'student', password: DEMO_PASSWORD };
export const ADMIN: Account = { username: 'admin', password: DEMO_PASSWORD };
