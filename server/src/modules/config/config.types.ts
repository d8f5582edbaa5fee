import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ActiveLivenessLevel, PassiveLivenessLevel } from './config-site.ts';

@ObjectType({ description: 'Site settings any visitor may read.' })
export class SitePublicConfig {
  @Field(() => String) siteName!: string;
  @Field(() => String) backLogo!: string;
  @Field(() => String) frontLogo!: string;
  @Field(() => String) copyRight!: string;
  @Field(() => String, { description: "Public address of the mobile site ('' = same host)" })
  h5Host!: string;
  @Field(() => Boolean) moduleExam!: boolean;
  @Field(() => Boolean) moduleCourse!: boolean;
  @Field(() => Boolean, { description: 'Whether password login asks for a picture captcha.' })
  captchaEnabled!: boolean;
}

@ObjectType({ description: 'The base configuration as the admin form edits it.' })
export class SiteConfig {
  @Field(() => String) siteName!: string;
  @Field(() => String, { description: 'Back-office logo (an uploaded image address)' })
  backLogo!: string;
  @Field(() => String, { description: 'Learner-side logo (an uploaded image address)' })
  frontLogo!: string;
  @Field(() => String, { description: 'Server directory for temporary files (uploads stage here)' })
  tmpDir!: string;
  @Field(() => String, { description: 'Copyright text of the learner footer' }) copyRight!: string;
  @Field(() => String) h5Host!: string;
  @Field(() => Boolean) moduleExam!: boolean;
  @Field(() => Boolean) moduleCourse!: boolean;
}

@InputType()
export class SaveSiteConfigInput {
  @Field(() => String) siteName!: string;
  @Field(() => String, { nullable: true }) backLogo?: string | null;
  @Field(() => String, { nullable: true }) frontLogo?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Empty, or starts with / or a drive letter (D:/) and ends with /',
  })
  tmpDir?: string | null;
  @Field(() => String, { nullable: true }) copyRight?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Empty, '/', or http(s)://domain-or-IP[:port]",
  })
  h5Host?: string | null;
  @Field(() => Boolean, { nullable: true }) moduleExam?: boolean | null;
  @Field(() => Boolean, { nullable: true }) moduleCourse?: boolean | null;
}

const LIVENESS_LOGIN =
  "Face login: 'off', 'passive' (each image judged) or 'active' (passive and a movement challenge)";
const LIVENESS_CHECK = "The face check before an exam: 'off', 'passive' or 'active'";
const LIVENESS_REAL_NAME = "The real-name photo: 'off' or 'passive'";
const LIVENESS_CAPTURE = "Every exam snapshot: 'off' or 'passive'";

@ObjectType({ description: 'Feature switches; public.' })
export class SwitchConfig {
  @Field(() => Boolean) userReg!: boolean;
  @Field(() => Boolean) userAudit!: boolean;
  @Field(() => Int, { description: '0 the user picks a department, 1 a default department' })
  userDeptType!: number;
  @Field(() => String) userDeptCode!: string;
  @Field(() => Boolean) mobileLogin!: boolean;
  @Field(() => Boolean) wechatLogin!: boolean;
  @Field(() => Boolean) faceLogin!: boolean;
  @Field(() => Boolean) cropLogin!: boolean;
  @Field(() => Boolean) dingLogin!: boolean;
  @Field(() => Boolean) realPerson!: boolean;
  @Field(() => Int, { description: 'Real-person review: 0 no, 1 manual, 2 automatic' })
  faceAudit!: number;
  @Field(() => Int, { description: '0 several sessions, 1 a new login ends earlier sessions' })
  loginTick!: number;
  @Field(() => String, { description: LIVENESS_LOGIN })
  livenessLogin!: ActiveLivenessLevel;
  @Field(() => String, { description: LIVENESS_CHECK })
  livenessCheck!: ActiveLivenessLevel;
  @Field(() => String, { description: LIVENESS_REAL_NAME })
  livenessRealName!: PassiveLivenessLevel;
  @Field(() => String, { description: LIVENESS_CAPTURE })
  livenessCapture!: PassiveLivenessLevel;
}

@InputType({ description: 'Fields left out keep their value.' })
export class SaveSwitchConfigInput {
  @Field(() => Boolean, { nullable: true }) userReg?: boolean | null;
  @Field(() => Boolean, { nullable: true }) userAudit?: boolean | null;
  @Field(() => Int, { nullable: true }) userDeptType?: number | null;
  @Field(() => String, { nullable: true }) userDeptCode?: string | null;
  @Field(() => Boolean, { nullable: true }) mobileLogin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) wechatLogin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) faceLogin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) cropLogin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) dingLogin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) realPerson?: boolean | null;
  @Field(() => Int, { nullable: true }) faceAudit?: number | null;
  @Field(() => Int, { nullable: true }) loginTick?: number | null;
  @Field(() => String, { nullable: true, description: LIVENESS_LOGIN })
  livenessLogin?: string | null;
  @Field(() => String, { nullable: true, description: LIVENESS_CHECK })
  livenessCheck?: string | null;
  @Field(() => String, { nullable: true, description: LIVENESS_REAL_NAME })
  livenessRealName?: string | null;
  @Field(() => String, { nullable: true, description: LIVENESS_CAPTURE })
  livenessCapture?: string | null;
}

@ObjectType({
  description:
    "A provider's settings; fields the provider lacks are null. Secrets read as '******' when stored, '' otherwise.",
})
export class ProviderConfigData {
  @Field(() => String, { nullable: true }) localDir?: string | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true }) endpoint?: string | null;
  @Field(() => String, { nullable: true }) region?: string | null;
  @Field(() => String, { nullable: true }) bucket?: string | null;
  @Field(() => String, { nullable: true }) accessKeyId?: string | null;
  @Field(() => String, { nullable: true }) accessKeySecret?: string | null;
  @Field(() => String, { nullable: true }) arn?: string | null;
  @Field(() => String, { nullable: true }) secretId?: string | null;
  @Field(() => String, { nullable: true }) secretKey?: string | null;
  @Field(() => String, { nullable: true }) encodeType?: string | null;
  @Field(() => String, { nullable: true }) videoEncode?: string | null;
  @Field(() => String, { nullable: true }) videoQuality?: string | null;
  @Field(() => String, { nullable: true }) ffmpegHome?: string | null;
  @Field(() => String, { nullable: true }) decodeUrl?: string | null;
  @Field(() => String, { nullable: true }) encodeKey?: string | null;
  @Field(() => String, { nullable: true }) encodeIv?: string | null;
  @Field(() => String, { nullable: true }) aesKey?: string | null;
  @Field(() => String, { nullable: true }) aesIv?: string | null;
  @Field(() => String, { nullable: true }) mediaQueue?: string | null;
  @Field(() => String, { nullable: true }) encodeUrl?: string | null;
  @Field(() => String, { nullable: true }) appId?: string | null;
  @Field(() => String, { nullable: true }) appKey?: string | null;
  @Field(() => String, { nullable: true }) faceGroup?: string | null;
  @Field(() => String, { nullable: true }) groupId?: string | null;
  @Field(() => String, { nullable: true }) dbName?: string | null;
  @Field(() => Boolean, { nullable: true }) liveCheck?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "Face: how strict the provider's liveness check is: low, normal (default) or high",
  })
  liveLevel?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Storage: browsers upload straight to the bucket with temporary credentials',
  })
  directUpload?: boolean | null;
  @Field(() => String, { nullable: true }) pushDomain?: string | null;
  @Field(() => String, { nullable: true }) pushKey?: string | null;
  @Field(() => String, { nullable: true }) pullDomain?: string | null;
  @Field(() => String, { nullable: true }) pullKey?: string | null;
  @Field(() => String, { nullable: true }) signName?: string | null;
  @Field(() => String, { nullable: true }) templateCode?: string | null;
  @Field(() => String, { nullable: true }) templateId?: string | null;
  @Field(() => String, { nullable: true, description: 'SMS notification template (aliyun)' })
  noticeTemplateCode?: string | null;
  @Field(() => String, { nullable: true, description: 'SMS notification template (qcloud)' })
  noticeTemplateId?: string | null;
  @Field(() => String, { nullable: true }) sdkAppId?: string | null;
  @Field(() => String, { nullable: true }) appSecret?: string | null;
  @Field(() => String, { nullable: true }) corpId?: string | null;
  @Field(() => String, { nullable: true }) agentId?: string | null;
  @Field(() => String, { nullable: true }) secret?: string | null;
  @Field(() => String, { nullable: true }) clientId?: string | null;
  @Field(() => String, { nullable: true }) clientSecret?: string | null;
  @Field(() => String, { nullable: true }) authorizeUrl?: string | null;
  @Field(() => String, { nullable: true }) tokenUrl?: string | null;
  @Field(() => String, { nullable: true }) userInfoUrl?: string | null;
  @Field(() => String, { nullable: true }) redirectBase?: string | null;
}

@InputType({
  description:
    "A provider's settings; only the provider's own fields are kept. A secret left out or sent as '******' keeps the stored one; '' clears it.",
})
export class ProviderConfigDataInput {
  @Field(() => String, { nullable: true }) localDir?: string | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true }) endpoint?: string | null;
  @Field(() => String, { nullable: true }) region?: string | null;
  @Field(() => String, { nullable: true }) bucket?: string | null;
  @Field(() => String, { nullable: true }) accessKeyId?: string | null;
  @Field(() => String, { nullable: true }) accessKeySecret?: string | null;
  @Field(() => String, { nullable: true }) arn?: string | null;
  @Field(() => String, { nullable: true }) secretId?: string | null;
  @Field(() => String, { nullable: true }) secretKey?: string | null;
  @Field(() => String, { nullable: true }) encodeType?: string | null;
  @Field(() => String, { nullable: true }) videoEncode?: string | null;
  @Field(() => String, { nullable: true }) videoQuality?: string | null;
  @Field(() => String, { nullable: true }) ffmpegHome?: string | null;
  @Field(() => String, { nullable: true }) decodeUrl?: string | null;
  @Field(() => String, { nullable: true }) encodeKey?: string | null;
  @Field(() => String, { nullable: true }) encodeIv?: string | null;
  @Field(() => String, { nullable: true }) aesKey?: string | null;
  @Field(() => String, { nullable: true }) aesIv?: string | null;
  @Field(() => String, { nullable: true }) mediaQueue?: string | null;
  @Field(() => String, { nullable: true }) encodeUrl?: string | null;
  @Field(() => String, { nullable: true }) appId?: string | null;
  @Field(() => String, { nullable: true }) appKey?: string | null;
  @Field(() => String, { nullable: true }) faceGroup?: string | null;
  @Field(() => String, { nullable: true }) groupId?: string | null;
  @Field(() => String, { nullable: true }) dbName?: string | null;
  @Field(() => Boolean, { nullable: true }) liveCheck?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "Face: how strict the provider's liveness check is: low, normal (default) or high",
  })
  liveLevel?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Storage: browsers upload straight to the bucket with temporary credentials',
  })
  directUpload?: boolean | null;
  @Field(() => String, { nullable: true }) pushDomain?: string | null;
  @Field(() => String, { nullable: true }) pushKey?: string | null;
  @Field(() => String, { nullable: true }) pullDomain?: string | null;
  @Field(() => String, { nullable: true }) pullKey?: string | null;
  @Field(() => String, { nullable: true }) signName?: string | null;
  @Field(() => String, { nullable: true }) templateCode?: string | null;
  @Field(() => String, { nullable: true }) templateId?: string | null;
  @Field(() => String, { nullable: true, description: 'SMS notification template (aliyun)' })
  noticeTemplateCode?: string | null;
  @Field(() => String, { nullable: true, description: 'SMS notification template (qcloud)' })
  noticeTemplateId?: string | null;
  @Field(() => String, { nullable: true }) sdkAppId?: string | null;
  @Field(() => String, { nullable: true }) appSecret?: string | null;
  @Field(() => String, { nullable: true }) corpId?: string | null;
  @Field(() => String, { nullable: true }) agentId?: string | null;
  @Field(() => String, { nullable: true }) secret?: string | null;
  @Field(() => String, { nullable: true }) clientId?: string | null;
  @Field(() => String, { nullable: true }) clientSecret?: string | null;
  @Field(() => String, { nullable: true }) authorizeUrl?: string | null;
  @Field(() => String, { nullable: true }) tokenUrl?: string | null;
  @Field(() => String, { nullable: true }) userInfoUrl?: string | null;
  @Field(() => String, { nullable: true }) redirectBase?: string | null;
}

@ObjectType({
  description:
    'Storage (upload), face recognition (face), live (live), SMS (sms) or chat-app login (wechat, crop-wechat, ding-talk) settings.',
})
export class ProviderConfig {
  @Field(() => ID, { nullable: true, description: 'Null until an admin saves this provider' })
  id!: string | null;
  @Field(() => String) type!: string;
  @Field(() => String, { description: "'' when no face provider is chosen yet" })
  provider!: string;
  @Field(() => String) remark!: string;
  @Field(() => Boolean, { description: 'The provider in use for its type' }) active!: boolean;
  @Field(() => Boolean, { description: 'An admin saved settings for this provider' })
  saved!: boolean;
  @Field(() => Boolean, { description: 'Some secret is stored' }) hasSecret!: boolean;
  @Field(() => [String], { description: 'Secret fields holding a stored value' })
  secretFields!: string[];
  @Field(() => ProviderConfigData) data!: ProviderConfigData;
}

@InputType()
export class SaveProviderConfigInput {
  @Field(() => String, { description: 'upload, face or live' }) type!: string;
  @Field(() => String, {
    description:
      'upload: local, aliyun, qcloud, qiniu; face: qcloud, baidu, aliyun; live: aliyun; sms: log, aliyun, qcloud; wechat, crop-wechat, ding-talk: oauth',
  })
  provider!: string;
  @Field(() => String, { nullable: true }) remark?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Also make it the provider in use' })
  active?: boolean | null;
  @Field(() => ProviderConfigDataInput) data!: ProviderConfigDataInput;
}
