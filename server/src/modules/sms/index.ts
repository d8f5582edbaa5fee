import { defineModule } from '../../core/module.ts';
import { purgeSmsCodesJob } from './sms.jobs.ts';
import { SmsResolver } from './sms.resolver.ts';
import { smsRoutes } from './sms.rest.ts';
import { SmsService } from './sms.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    sms: SmsService;
  }
}

/** SMS codes (captcha, limits, single use), their senders (log, Aliyun, Tencent Cloud) and the outbox. */
export const smsModule = defineModule({
  name: 'sms',
  services: (infra, deps) => ({ sms: new SmsService(infra, deps.captcha, deps.config) }),
  resolvers: [SmsResolver],
  routes: smsRoutes,
  jobs: [purgeSmsCodesJob],
});

export {
  MOBILE_PATTERN,
  RequestCodeSchema,
  SMS_CODE_TTL_SECONDS,
  toMobile,
  type CodeRequest,
  type RequestCodeInput,
  type SmsScene,
  type SmsService,
} from './sms.service.ts';
export {
  AliyunSmsSender,
  TencentSmsSender,
  type SmsMessage,
  type SmsSender,
} from './sms-senders.ts';
