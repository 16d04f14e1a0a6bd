import type { Metadata } from 'next';
import { IntentLink } from '@/navigation/IntentLink';
import { notFound } from 'next/navigation';
import { DemoPreview } from '@/demos/DemoPreview';
import { getTranslate } from '@/i18n';
import { LANGUAGES, localizePath, type Language } from '@/routing';
import { pageMetadata } from '@/seo';
import { findTemplate, TEMPLATES, TEMPLATES_PATH, templateDemoKey } from '@/templates';
import styles from '@/templates/TemplatePage.module.css';

/**
 * A template full screen, outside the docs layout (no header, nav or footer of the site): the
 * reader sees the page as their users would, with only a slim bar back to the gallery.
 */
export const dynamicParams = false;

interface TemplateProps {
  params: Promise<{ lang: string; template: string }>;
}

export function generateStaticParams({ params }: { params: { lang: string } }) {
  return TEMPLATES.map((template) => ({ lang: params.lang, template: template.slug }));
}

export async function generateMetadata({ params }: TemplateProps): Promise<Metadata> {
  const { lang, template: slug } = await params;
  const template = findTemplate(slug);
  if (!template) return {};
  const language = lang as Language;
  const t = getTranslate(language);
  return pageMetadata({
    canonicalPathname: `${TEMPLATES_PATH}/${template.slug}`,
    language,
    title: `${template.label} - ${t('templates.label')}`,
    description: `The ${template.label} template for Material UI, full screen.`,
  });
}

export default async function TemplatePage({ params }: TemplateProps) {
  const { lang, template: slug } = await params;
  const template = findTemplate(slug);
  const language = lang as Language;
  if (!template || !LANGUAGES.includes(language)) notFound();
  const t = getTranslate(language);
  return (
    <div className={styles.root}>
      <nav className={styles.bar} aria-label={t('templates.label') ?? ''}>
        <IntentLink href={`${localizePath(TEMPLATES_PATH, language)}`}>
          ← {t('templates.back')}
        </IntentLink>
        <span className={styles.name}>{template.label}</span>
      </nav>
      <div id="main-content" className={styles.template}>
        <DemoPreview demoKey={templateDemoKey(template)} eager />
      </div>
    </div>
  );
}
