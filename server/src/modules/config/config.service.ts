/**
 * Site, switch and provider configuration: the site's own settings (config-site.ts) and the
 * providers' settings with their sealed secrets (config-provider-store.ts).
 */
import type { Infra } from '../../core/infra.ts';
import {
  ProviderStore,
  type ProviderConfigView,
  type ProviderKeyInput,
  type ProviderSettings,
  type SaveProviderInput,
} from './config-provider-store.ts';
import {
  saveSite,
  saveSwitch,
  siteConfig,
  sitePublicConfig,
  switchConfig,
  type SaveSiteConfigInput,
  type SaveSwitchConfigInput,
  type SiteConfigView,
  type SitePublicConfig,
  type SwitchConfigView,
} from './config-site.ts';
import type { ProviderType } from './config.providers.ts';

export type { SiteConfigView } from './config-site.ts';

/** Cloud storage settings a browser may know (bucket and address, never a key). */
const PUBLIC_STORAGE_FIELDS = ['endpoint', 'region', 'bucket', 'url'] as const;

/** The storage in use as the site config names it. */
export interface StorageSummary {
  /** The storage provider in use: local, aliyun, qiniu or qcloud. */
  uploadType: string;
  /**
   * The cloud storage in use (provider, endpoint, region, bucket, url, and directUpload: whether
   * browsers upload straight to the bucket); null for local files.
   */
  ossUpload: Record<string, string | boolean> | null;
  /** The local storage directory: the one saved, else the platform's files directory. */
  localDir: string;
}

export class ConfigService {
  private readonly providers: ProviderStore;

  constructor(private readonly infra: Infra) {
    this.providers = new ProviderStore(infra.prisma, infra.env);
  }

  /** Whether password login asks for a picture captcha (env CAPTCHA_ENABLED). */
  get captchaEnabled(): boolean {
    return this.infra.env.CAPTCHA_ENABLED;
  }

  sitePublicConfig(): Promise<SitePublicConfig> {
    return sitePublicConfig(this.infra.prisma, this.captchaEnabled);
  }

  siteConfig(): Promise<SiteConfigView> {
    return siteConfig(this.infra.prisma);
  }

  /** Saves the base configuration (sys:config:update); logo files become readable by anyone. */
  saveSite(raw: SaveSiteConfigInput): Promise<SiteConfigView> {
    return saveSite(this.infra.prisma, raw);
  }

  /** The feature switches; public (the login and registration pages follow them). */
  switchConfig(): Promise<SwitchConfigView> {
    return switchConfig(this.infra.prisma);
  }

  /** Saves the switches (sys:config:update); fields left out keep their value. */
  saveSwitch(raw: SaveSwitchConfigInput): Promise<SwitchConfigView> {
    return saveSwitch(this.infra.prisma, raw);
  }

  /** A provider's settings for the admin form (sys:config:view), secrets masked. */
  providerDetail(raw: ProviderKeyInput): Promise<ProviderConfigView> {
    return this.providers.providerDetail(raw);
  }

  /** Saves a provider's settings (sys:config:update), optionally making it the one in use. */
  saveProvider(raw: SaveProviderInput): Promise<ProviderConfigView> {
    return this.providers.saveProvider(raw);
  }

  /** Makes a provider the one in use for its type (sys:config:update). */
  changeProvider(raw: ProviderKeyInput): Promise<ProviderConfigView> {
    return this.providers.changeProvider(raw);
  }

  /** The provider in use for a type with its secrets in clear (server use only), or null. */
  activeProvider(type: ProviderType): Promise<ProviderSettings | null> {
    return this.providers.activeProvider(type);
  }

  /** The storage in use (see StorageSummary); the local directory is a server path. */
  async storageSummary(): Promise<StorageSummary> {
    const active = await this.providers.activeProvider('upload');
    const local = await this.providers.providerSettings('upload', 'local');
    const savedDir = local?.data.localDir;
    const localDir =
      typeof savedDir === 'string' && savedDir !== '' ? savedDir : this.infra.env.filesDir;
    if (active === null || active.provider === 'local') {
      return { uploadType: 'local', ossUpload: null, localDir };
    }
    const ossUpload: Record<string, string | boolean> = {
      provider: active.provider,
      directUpload: active.data.directUpload === true,
    };
    for (const f of PUBLIC_STORAGE_FIELDS) {
      const v = active.data[f];
      if (typeof v === 'string') ossUpload[f] = v;
    }
    return { uploadType: active.provider, ossUpload, localDir };
  }

  /** A provider's saved settings with secrets in clear (server use only), or null. */
  providerSettings(type: ProviderType, provider: string): Promise<ProviderSettings | null> {
    return this.providers.providerSettings(type, provider);
  }
}
