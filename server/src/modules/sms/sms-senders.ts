/**
 * Where SMS codes go: one interface, three senders. The log sender (the default) writes the
 * message to the server log and to the SMS outbox admins read; the Aliyun and Tencent Cloud
 * senders call those clouds' SendSms. A provider's failure reaches users as a catalogue error only:
 * SMS_SERVICE_UNAVAILABLE (down, slow, throttled, refused the number), SMS_CONFIG_INVALID (keys or
 * signature refused) or SMS_TEMPLATE_INVALID; the log gets the provider's code and message.
 */
import { randomUUID } from 'node:crypto';
import {
  rpcSignature,
  rpcTimestamp,
  TC3_CONTENT_TYPE,
  tc3Authorization,
} from '../../core/cloud-signing.ts';
import { AppError } from '../../core/errors/index.ts';
import { logger } from '../../core/logger.ts';
import type { Db } from '../../core/prisma.ts';

export interface SmsMessage {
  /** Mainland number, 11 digits. */
  mobile: string;
  scene: string;
  code: string;
  /** Minutes the code stays valid (some templates show it). */
  validMinutes: number;
}

/** A notification (an exam's notice through a template): plain text to one number. */
export interface SmsNotice {
  mobile: string;
  text: string;
}

export interface SmsSender {
  readonly provider: string;
  /** A one-time code, through the provider's code template. */
  send(message: SmsMessage): Promise<void>;
  /** A notification, through the provider's notification template (its one parameter the text). */
  sendNotice(notice: SmsNotice): Promise<void>;
}

/** The outbox scene of notifications (codes use their own scene: login, reset, bind). */
export const NOTICE_SCENE = 'notify';

/** The message text the log sender records (cloud templates are set up at the provider). */
export function smsText(message: SmsMessage): string {
  return `【Examhall】验证码 ${message.code}，${message.validMinutes}分钟内有效，请勿泄露。Your code is ${message.code}, valid for ${message.validMinutes} minutes.`;
}

/** The default: the code goes to the server log and to the outbox, nothing leaves the machine. */
export class LogSmsSender implements SmsSender {
  readonly provider = 'log';
  constructor(private readonly db: Db) {}

  async send(message: SmsMessage): Promise<void> {
    const content = smsText(message);
    await this.db.smsOutbox.create({
      data: { mobile: message.mobile, scene: message.scene, content },
    });
    logger.info(
      { mobile: message.mobile, scene: message.scene, code: message.code },
      'SMS (log provider): code written to the SMS outbox',
    );
  }

  async sendNotice(notice: SmsNotice): Promise<void> {
    await this.db.smsOutbox.create({
      data: { mobile: notice.mobile, scene: NOTICE_SCENE, content: `【Examhall】${notice.text}` },
    });
    logger.info(
      { mobile: notice.mobile, scene: NOTICE_SCENE },
      'SMS (log provider): notification written to the SMS outbox',
    );
  }
}

/** A notification needs the provider's notification template; without one it cannot be sent. */
function noticeTemplate(provider: string, template: string | undefined): string {
  if (template === undefined || template === '') {
    logger.error({ provider }, 'SMS notification template not configured');
    throw new AppError('SMS_TEMPLATE_INVALID');
  }
  return template;
}

export interface SmsHttpOptions {
  /** The provider's address (tests and private endpoints change it). */
  baseUrl?: string;
  timeoutMs?: number;
  /** The clock used in signatures (tests pin it). */
  now?: () => Date;
}

async function post(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; json: Record<string, unknown> }> {
  let status: number;
  let text: string;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = res.status;
    text = await res.text();
  } catch (e) {
    logger.warn(
      { provider, error: e instanceof Error ? e.message : String(e) },
      'SMS provider unreachable',
    );
    throw new AppError('SMS_SERVICE_UNAVAILABLE');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, json: record(json) };
}

function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Maps a provider's error code to the catalogue, logging what the provider said. */
function refusal(
  provider: string,
  code: string,
  detail: Record<string, unknown>,
  rules: { config: RegExp; template: RegExp },
): AppError {
  if (rules.config.test(code)) {
    logger.error({ provider, code, ...detail }, 'SMS provider refused the configured account');
    return new AppError('SMS_CONFIG_INVALID');
  }
  if (rules.template.test(code)) {
    logger.error({ provider, code, ...detail }, 'SMS provider refused the template');
    return new AppError('SMS_TEMPLATE_INVALID');
  }
  logger.warn({ provider, code, ...detail }, 'SMS provider did not deliver');
  return new AppError('SMS_SERVICE_UNAVAILABLE');
}

export const ALIYUN_SMS_URL = 'https://dysmsapi.aliyuncs.com';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The notification template, its one parameter `content`; empty: notifications are refused. */
  noticeTemplateCode?: string;
}

/** Aliyun SMS (dysmsapi 2017-05-25) SendSms: an RPC request signed with HMAC-SHA1. */
export class AliyunSmsSender implements SmsSender {
  readonly provider = 'aliyun';
  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly options: SmsHttpOptions = {},
  ) {}

  send(message: SmsMessage): Promise<void> {
    return this.sendSms(message.mobile, this.settings.templateCode, { code: message.code });
  }

  async sendNotice(notice: SmsNotice): Promise<void> {
    const template = noticeTemplate(this.provider, this.settings.noticeTemplateCode);
    await this.sendSms(notice.mobile, template, { content: notice.text });
  }

  private async sendSms(
    mobile: string,
    templateCode: string,
    templateParam: Record<string, string>,
  ): Promise<void> {
    const params: Record<string, string> = {
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      AccessKeyId: this.settings.accessKeyId,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: randomUUID(),
      Timestamp: rpcTimestamp(this.options.now?.() ?? new Date()),
      PhoneNumbers: mobile,
      SignName: this.settings.signName,
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
    };
    const signature = rpcSignature('POST', params, this.settings.accessKeySecret);
    const base = this.options.baseUrl ?? ALIYUN_SMS_URL;
    const answer = await post(
      this.provider,
      base.endsWith('/') ? base : `${base}/`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...params, Signature: signature }).toString(),
      },
      this.options.timeoutMs ?? 10_000,
    );
    const code = str(answer.json.Code);
    if (answer.status === 200 && code === 'OK') return;
    throw refusal(
      this.provider,
      code,
      {
        status: answer.status,
        message: str(answer.json.Message),
        requestId: str(answer.json.RequestId),
      },
      {
        config:
          /^(InvalidAccessKeyId|SignatureDoesNotMatch|IncompleteSignature|InvalidTimeStamp|Forbidden|isv\.(SMS_SIGNATURE_ILLEGAL|SIGN_NAME_ILLEGAL|ACCOUNT_NOT_EXISTS|ACCOUNT_ABNORMAL|PRODUCT_UN_SUBSCRIPT|AMOUNT_NOT_ENOUGH|OUT_OF_SERVICE))/,
        template:
          /^isv\.(SMS_TEMPLATE_ILLEGAL|TEMPLATE_MISSING_PARAMETERS|TEMPLATE_PARAMS_ILLEGAL|INVALID_PARAMETERS)/,
      },
    );
  }
}

export const TENCENT_SMS_URL = 'https://sms.tencentcloudapi.com';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  region: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** The notification template, its one parameter the text; empty: notifications are refused. */
  noticeTemplateId?: string;
}

/** Tencent Cloud SMS (API 2021-01-11) SendSms, signed with TC3-HMAC-SHA256. */
export class TencentSmsSender implements SmsSender {
  readonly provider = 'qcloud';
  constructor(
    private readonly settings: TencentSmsSettings,
    private readonly options: SmsHttpOptions = {},
  ) {}

  send(message: SmsMessage): Promise<void> {
    return this.sendSms(message.mobile, this.settings.templateId, [
      message.code,
      String(message.validMinutes),
    ]);
  }

  async sendNotice(notice: SmsNotice): Promise<void> {
    const template = noticeTemplate(this.provider, this.settings.noticeTemplateId);
    await this.sendSms(notice.mobile, template, [notice.text]);
  }

  private async sendSms(mobile: string, templateId: string, params: string[]): Promise<void> {
    const url = new URL(this.options.baseUrl ?? TENCENT_SMS_URL);
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: this.settings.sdkAppId,
      SignName: this.settings.signName,
      TemplateId: templateId,
      TemplateParamSet: params,
    });
    const timestamp = Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000);
    const answer = await post(
      this.provider,
      url.href,
      {
        method: 'POST',
        headers: {
          Authorization: tc3Authorization({
            secretId: this.settings.secretId,
            secretKey: this.settings.secretKey,
            service: 'sms',
            host: url.host,
            payload,
            timestamp,
          }),
          'Content-Type': TC3_CONTENT_TYPE,
          'X-TC-Action': 'SendSms',
          'X-TC-Version': '2021-01-11',
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Region': this.settings.region,
        },
        body: payload,
      },
      this.options.timeoutMs ?? 10_000,
    );
    const response = record(answer.json.Response);
    const error = record(response.Error);
    const statuses = Array.isArray(response.SendStatusSet) ? response.SendStatusSet : [];
    const status = record(statuses[0]);
    const code = str(error.Code) !== '' ? str(error.Code) : str(status.Code);
    if (answer.status === 200 && code === 'Ok') return;
    throw refusal(
      this.provider,
      code,
      {
        status: answer.status,
        message: str(error.Message) || str(status.Message),
        requestId: str(response.RequestId),
      },
      {
        config:
          /^(AuthFailure|UnauthorizedOperation|FailedOperation\.(SignatureIncorrectOrUnapproved|InsufficientBalanceInSmsPackage)|InvalidParameterValue\.(SdkAppIdNotExist|IncorrectSign)|UnsupportedRegion)/,
        template:
          /^(FailedOperation\.(TemplateIncorrectOrUnapproved|TemplateParamSetNotMatchApprovedTemplate|MissingTemplateToModify)|InvalidParameterValue\.TemplateParameter)/,
      },
    );
  }
}
