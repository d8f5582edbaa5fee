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

  /** A provider's saved settings with secrets in clear (server use only), or null. */
  providerSettings(type: ProviderType, provider: string): Promise<ProviderSettings | null> {
    return this.providers.providerSettings(type, provider);
  }
}
