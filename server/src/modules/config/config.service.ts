import type { Infra } from '../../core/infra.ts';

/** What any visitor may know about the site (titles, logos, module flags). */
export interface SitePublicConfig {
  id: string;
  siteName: string;
  backLogo: string;
  frontLogo: string;
  copyRight: string;
  moduleExam: boolean;
  moduleCourse: boolean;
  captchaEnabled: boolean;
}

const DEFAULT_SITE_NAME = 'Examhall';

export class ConfigService {
  constructor(private readonly infra: Infra) {}

  async sitePublicConfig(): Promise<SitePublicConfig> {
    const row = await this.infra.prisma.siteConfig.findUnique({ where: { id: '1' } });
    const props = (row?.props ?? {}) as Record<string, unknown>;
    return {
      id: '1',
      siteName: row?.siteName ?? DEFAULT_SITE_NAME,
      backLogo: row?.backLogo ?? '',
      frontLogo: row?.frontLogo ?? '',
      copyRight: row?.copyRight ?? '',
      moduleExam: props.moduleExam === true,
      moduleCourse: props.moduleCourse === true,
      captchaEnabled: this.infra.env.CAPTCHA_ENABLED,
    };
  }
}
