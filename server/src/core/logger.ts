import { pino } from 'pino';
import { env } from './env.ts';

export const logger = pino({
  level: env.NODE_ENV === 'test' && env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL,
  base: { service: 'examhall' },
  redact: {
    paths: [
      'req.headers.token',
      'req.headers.cookie',
      'req.headers.authorization',
      '*.password',
      '*.oldPassword',
      '*.confirm',
      '*.captchaValue',
      '*.idCard',
      '*.face',
      '*.base64',
    ],
    censor: '[redacted]',
  },
});

export type Logger = typeof logger;
