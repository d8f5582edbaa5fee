import { graphql } from '../../gql';

export const SiteConfigDocument = graphql(`
  query SiteConfig {
    siteConfig {
      siteName
      backLogo
      frontLogo
      tmpDir
      copyRight
      h5Host
      moduleExam
      moduleCourse
    }
  }
`);

export const SaveSiteConfigDocument = graphql(`
  mutation SaveSiteConfig($input: SaveSiteConfigInput!) {
    saveSiteConfig(input: $input) {
      siteName
      backLogo
      frontLogo
      tmpDir
      copyRight
      h5Host
      moduleExam
      moduleCourse
    }
  }
`);

export const SwitchConfigDocument = graphql(`
  query SwitchConfig {
    switchConfig {
      userReg
      userAudit
      userDeptType
      userDeptCode
      mobileLogin
      wechatLogin
      faceLogin
      cropLogin
      dingLogin
      realPerson
      faceAudit
      loginTick
      livenessLogin
      livenessCheck
      livenessRealName
      livenessCapture
    }
  }
`);

export const SaveSwitchConfigDocument = graphql(`
  mutation SaveSwitchConfig($input: SaveSwitchConfigInput!) {
    saveSwitchConfig(input: $input) {
      userReg
      userAudit
      userDeptType
      userDeptCode
      mobileLogin
      wechatLogin
      faceLogin
      cropLogin
      dingLogin
      realPerson
      faceAudit
      loginTick
      livenessLogin
      livenessCheck
      livenessRealName
      livenessCapture
    }
  }
`);

export const ProviderConfigDocument = graphql(`
  query ProviderConfig($type: String!, $provider: String) {
    providerConfig(type: $type, provider: $provider) {
      id
      type
      provider
      active
      saved
      hasSecret
      secretFields
      remark
      data {
        accessKeyId
        accessKeySecret
        aesIv
        aesKey
        appId
        appKey
        arn
        bucket
        dbName
        decodeUrl
        directUpload
        encodeIv
        encodeKey
        encodeType
        encodeUrl
        endpoint
        faceGroup
        ffmpegHome
        groupId
        liveCheck
        liveLevel
        localDir
        mediaQueue
        pullDomain
        pullKey
        pushDomain
        pushKey
        region
        secretId
        secretKey
        url
        videoEncode
        videoQuality
        signName
        templateCode
        templateId
        noticeTemplateCode
        noticeTemplateId
        sdkAppId
        appSecret
        corpId
        agentId
        secret
        clientId
        clientSecret
        authorizeUrl
        tokenUrl
        userInfoUrl
        redirectBase
      }
    }
  }
`);

export const SaveProviderConfigDocument = graphql(`
  mutation SaveProviderConfig($input: SaveProviderConfigInput!) {
    saveProviderConfig(input: $input) {
      id
      provider
      active
      saved
    }
  }
`);

export const ChangeProviderDocument = graphql(`
  mutation ChangeProvider($type: String!, $provider: String!) {
    changeProvider(type: $type, provider: $provider) {
      id
      provider
      active
    }
  }
`);
